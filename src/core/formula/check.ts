import { calleeSpan, isComparisonOperator, type FormulaNode } from './ast'
import { itemNamePattern } from './constants'
import { parseDatetime } from './datetime'
import { FormulaError } from './errors'
import { formulaFunctions } from './functions/registry'
import { arityOf, type FormulaFunction } from './functions/types'
import { messages } from './messages'

/*
 * What can be known about a formula before any data: every function exists and gets an allowed
 * number of arguments, every name has the form of an item (m1…, f1…), every string is a valid
 * datetime, and if()'s comparison is one of the allowed ones. The workbench can then mark a
 * formula invalid as it is typed. Whether the named items exist is the graph's business.
 */

function arityText(fn: FormulaFunction): string {
  const { min, max } = arityOf(fn)
  const plural = (n: number) => (n === 1 ? 'argument' : 'arguments')
  if (max === Number.POSITIVE_INFINITY) return `at least ${min} ${plural(min)}`
  if (min === max) return `${min} ${plural(min)}`
  return `${min} ${max === min + 1 ? 'or' : 'to'} ${max} ${plural(max)}`
}

/** Throws the first problem found, in source order. */
export function check(node: FormulaNode, usage?: string): void {
  switch (node.type) {
    case 'number':
      return
    case 'string':
      if (parseDatetime(node.value) === null) {
        throw new FormulaError(messages.invalidDatetime, node, usage)
      }
      return
    case 'name':
      if (itemNamePattern.test(node.name)) return
      if (formulaFunctions.has(node.name)) {
        const fn = formulaFunctions.get(node.name) as FormulaFunction
        throw new FormulaError(messages.functionWithoutCall(node.name), node, fn.usage)
      }
      throw new FormulaError(messages.unknownName(node.name), node)
    case 'unary':
      return check(node.operand, usage)
    case 'binary':
      check(node.left, usage)
      return check(node.right, usage)
    case 'call':
      return checkCall(node)
  }
}

function checkCall(node: Extract<FormulaNode, { type: 'call' }>): void {
  const fn = formulaFunctions.get(node.callee)
  if (fn === undefined)
    throw new FormulaError(messages.unknownFunction(node.callee), calleeSpan(node))
  const { min, max } = arityOf(fn)
  if (node.args.length < min || node.args.length > max) {
    throw new FormulaError(messages.arity(fn.name, arityText(fn), node.args.length), node, fn.usage)
  }
  node.args.forEach((arg, i) => {
    const param = fn.params[i] ?? fn.params[fn.params.length - 1]
    if (param?.kind !== 'comparison') return check(arg, fn.usage)
    if (arg.type !== 'string') {
      throw new FormulaError(messages.comparisonInQuotes(fn.name, param.name), arg, fn.usage)
    }
    if (!isComparisonOperator(arg.value)) {
      throw new FormulaError(messages.unknownComparison(arg.value), arg, fn.usage)
    }
  })
}
