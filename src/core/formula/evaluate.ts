import { applyBinary, negate } from './arithmetic'
import type { CallNode, FormulaNode } from './ast'
import { Buffers } from './buffers'
import { datetimeOrThrow } from './datetime'
import { FormulaError } from './errors'
import { Args } from './functions/args'
import { formulaFunctions } from './functions/registry'
import { messages } from './messages'
import type { Operand, Value } from './values'

/*
 * Evaluates a checked tree (check.ts) over the values of the items it names. Pure: the scope's
 * series are never written to (only buffers the evaluation allocated itself are reused, through
 * `buffers`).
 */

export type Scope = ReadonlyMap<string, Value>

export function evaluate(node: FormulaNode, scope: Scope, buffers: Buffers = new Buffers()): Value {
  switch (node.type) {
    case 'number':
      return { kind: 'number', value: node.value }
    case 'string':
      return { kind: 'datetime', value: datetimeOrThrow(node.value, node) }
    case 'name': {
      const value = scope.get(node.name)
      if (value === undefined) throw new FormulaError(messages.unknownName(node.name), node)
      return value
    }
    case 'unary':
      return negate(asOperand(evaluate(node.operand, scope, buffers), node.operand), buffers)
    case 'binary': {
      const left = asOperand(evaluate(node.left, scope, buffers), node.left)
      const right = asOperand(evaluate(node.right, scope, buffers), node.right)
      return applyBinary(node.operator, left, right, node, buffers)
    }
    case 'call':
      return evaluateCall(node, scope, buffers)
  }
}

/** A datetime in arithmetic is its unix seconds ("2024-01-02 00:00:00" - 86400 is a number). */
function asOperand(value: Value, node: FormulaNode): Operand {
  if (value.kind === 'series' || value.kind === 'number') return value
  if (value.kind === 'datetime') return { kind: 'number', value: value.value }
  throw new FormulaError(messages.unexpected(value.value), node)
}

function evaluateCall(node: CallNode, scope: Scope, buffers: Buffers): Value {
  const fn = formulaFunctions.get(node.callee)
  if (fn === undefined) throw new FormulaError(messages.unknownFunction(node.callee), node)
  const values = node.args.map((arg, i): Value => {
    const param = fn.params[i] ?? fn.params[fn.params.length - 1]
    // The comparison of if() is read from the source, not evaluated as a datetime.
    if (param?.kind === 'comparison' && arg.type === 'string')
      return { kind: 'text', value: arg.value }
    return evaluate(arg, scope, buffers)
  })
  return fn.evaluate(new Args(fn, values, node.args, node, buffers))
}
