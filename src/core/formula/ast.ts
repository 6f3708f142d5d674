/*
 * The syntax tree of a formula. Every node keeps the offsets of the source it came from, so an
 * error found while checking or evaluating can underline the exact argument at fault.
 */

/** The only comparison operators the language has (spec section 5). */
export const comparisonOperators = ['!=', '<', '<=', '=', '>', '>='] as const
export type ComparisonOperator = (typeof comparisonOperators)[number]

export const arithmeticOperators = ['+', '-', '*', '/'] as const
export type ArithmeticOperator = (typeof arithmeticOperators)[number]

export type BinaryOperator = ArithmeticOperator | ComparisonOperator

/** Binding strength, loosest first: comparisons, then + and -, then * and /, then unary minus. */
const precedence: Record<BinaryOperator, number> = {
  '!=': 1,
  '<': 1,
  '<=': 1,
  '=': 1,
  '>': 1,
  '>=': 1,
  '+': 2,
  '-': 2,
  '*': 3,
  '/': 3,
}
export const unaryPrecedence = 4

export function binaryPrecedence(operator: BinaryOperator): number {
  return precedence[operator]
}

export function isComparisonOperator(text: string): text is ComparisonOperator {
  return (comparisonOperators as readonly string[]).includes(text)
}

interface Positioned {
  start: number
  end: number
}

/** A non-negative finite number literal (a minus sign is a unary node). */
export interface NumberNode extends Positioned {
  type: 'number'
  value: number
}

/** A double-quoted string: a datetime, or the comparison argument of if(). */
export interface StringNode extends Positioned {
  type: 'string'
  value: string
}

/** A reference to an item: m1… (metrics) or f1… (formulas). */
export interface NameNode extends Positioned {
  type: 'name'
  name: string
}

export interface UnaryNode extends Positioned {
  type: 'unary'
  operator: '-'
  operand: FormulaNode
}

export interface BinaryNode extends Positioned {
  type: 'binary'
  operator: BinaryOperator
  left: FormulaNode
  right: FormulaNode
}

export interface CallNode extends Positioned {
  type: 'call'
  callee: string
  args: FormulaNode[]
}

export type FormulaNode = NumberNode | StringNode | NameNode | UnaryNode | BinaryNode | CallNode

/** The span of a call's function name, where errors about the call as a whole point. */
export function calleeSpan(node: CallNode): Positioned {
  return { start: node.start, end: node.start + node.callee.length }
}
