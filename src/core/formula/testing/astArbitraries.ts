import fc from 'fast-check'
import { comparisonOperators, type BinaryOperator, type FormulaNode } from '../ast'

/*
 * Random syntax trees for the parse/print round trip, shaped like the parser's output: numbers
 * are finite and not negative (a minus sign is a unary node), strings hold no double quote.
 * Positions are placeholders: the round trip compares trees without them.
 */

const at = { start: 0, end: 0 }

const identifier = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/)
const itemName = fc
  .tuple(fc.constantFrom('m', 'f'), fc.integer({ min: 1, max: 99 }))
  .map(([prefix, n]) => `${prefix}${n}`)

const numberValue = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }),
  fc
    .double({ min: 0, max: 1e300, noNaN: true, noDefaultInfinity: true })
    .filter((x) => !Object.is(x, -0)),
)

const binaryOperators: BinaryOperator[] = ['+', '-', '*', '/', ...comparisonOperators]

export const formulaTree: fc.Arbitrary<FormulaNode> = fc.letrec<{ node: FormulaNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    numberValue.map((value): FormulaNode => ({ type: 'number', value, ...at })),
    fc
      .stringMatching(/^[^"]{0,20}$/)
      .map((value): FormulaNode => ({ type: 'string', value, ...at })),
    fc.oneof(itemName, identifier).map((name): FormulaNode => ({ type: 'name', name, ...at })),
    tie('node').map((operand): FormulaNode => ({ type: 'unary', operator: '-', operand, ...at })),
    fc
      .tuple(fc.constantFrom(...binaryOperators), tie('node'), tie('node'))
      .map(([operator, left, right]): FormulaNode => ({
        type: 'binary',
        operator,
        left,
        right,
        ...at,
      })),
    fc
      .tuple(identifier, fc.array(tie('node'), { maxLength: 4 }))
      .map(([callee, args]): FormulaNode => ({ type: 'call', callee, args, ...at })),
  ),
})).node

/** The tree without source offsets. */
export function withoutPositions(node: FormulaNode): unknown {
  switch (node.type) {
    case 'unary':
      return { type: node.type, operator: node.operator, operand: withoutPositions(node.operand) }
    case 'binary':
      return {
        type: node.type,
        operator: node.operator,
        left: withoutPositions(node.left),
        right: withoutPositions(node.right),
      }
    case 'call':
      return { type: node.type, callee: node.callee, args: node.args.map(withoutPositions) }
    default: {
      const { start: _start, end: _end, ...rest } = node
      return rest
    }
  }
}

/** Every node of a tree, the root first. */
export function allNodes(node: FormulaNode): FormulaNode[] {
  switch (node.type) {
    case 'unary':
      return [node, ...allNodes(node.operand)]
    case 'binary':
      return [node, ...allNodes(node.left), ...allNodes(node.right)]
    case 'call':
      return [node, ...node.args.flatMap(allNodes)]
    default:
      return [node]
  }
}
