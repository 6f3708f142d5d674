import { binaryPrecedence, type FormulaNode } from './ast'

/*
 * Prints a tree as canonical source: one space around binary operators, ", " between arguments,
 * no space after a minus sign, and only the parentheses the tree needs. parse(print(tree)) gives
 * back the same tree (positions aside), which lets the workbench reformat a formula safely.
 */

export function print(node: FormulaNode): string {
  switch (node.type) {
    case 'number':
      // The shortest text that reads back as the same double (e.g. 0.1, 1e+21, 5e-7).
      return String(node.value)
    case 'string':
      return `"${node.value}"`
    case 'name':
      return node.name
    case 'unary':
      return `-${node.operand.type === 'binary' ? `(${print(node.operand)})` : print(node.operand)}`
    case 'binary': {
      const own = binaryPrecedence(node.operator)
      const left = print(node.left)
      const right = print(node.right)
      // Left-associative: a left operand of the same precedence needs no parentheses, a right
      // one does (a - (b - c) is not a - b - c).
      const wrapLeft = node.left.type === 'binary' && binaryPrecedence(node.left.operator) < own
      const wrapRight = node.right.type === 'binary' && binaryPrecedence(node.right.operator) <= own
      return `${wrapLeft ? `(${left})` : left} ${node.operator} ${wrapRight ? `(${right})` : right}`
    }
    case 'call':
      return `${node.callee}(${node.args.map(print).join(', ')})`
  }
}
