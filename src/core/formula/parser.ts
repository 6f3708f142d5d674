import { binaryPrecedence, unaryPrecedence, type FormulaNode } from './ast'
import { FormulaError } from './errors'
import { messages } from './messages'
import { tokenize, type Token } from './tokenizer'

/*
 * A Pratt parser over the tokens, with the precedence of ast.ts (comparisons loosest, unary
 * minus tightest). Binary operators associate to the left (a - b - c is (a - b) - c), comparisons
 * included, as in most languages. Parentheses leave no node: the printer puts back the ones the
 * tree needs.
 *
 * Names: an identifier followed by "(" is a call, any other identifier a name node. Whether the
 * function exists, and whether a name is m1…/f1…, is checked afterwards (check.ts), where the
 * function list is known.
 */

/** Deeper trees are refused, so that every recursive walk (check, evaluate, print) is safe. */
export const maxFormulaDepth = 500

/** A parsed expression, its tree depth, and its extent in the source with any parentheses. */
interface Parsed {
  node: FormulaNode
  depth: number
  start: number
  end: number
}

function leaf(node: FormulaNode): Parsed {
  return { node, depth: 1, start: node.start, end: node.end }
}

class Parser {
  private position = 0
  /** Open parentheses, calls and minus signs around the current token. */
  private nesting = 0

  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.position] as Token
  }

  private next(): Token {
    const token = this.peek()
    if (token.kind !== 'end') this.position += 1
    return token
  }

  /** Guards the parser's own recursion: "((((…" is refused before it can exhaust the stack. */
  private nested<T>(token: Token, parse: () => T): T {
    this.nesting += 1
    if (this.nesting > maxFormulaDepth) {
      throw new FormulaError(messages.tooComplex(maxFormulaDepth), token)
    }
    const result = parse()
    this.nesting -= 1
    return result
  }

  /** Guards the tree's depth, which a long chain such as 1 + 1 + … grows without recursing. */
  private deeper(depth: number, token: Token): number {
    if (depth > maxFormulaDepth) throw new FormulaError(messages.tooComplex(maxFormulaDepth), token)
    return depth
  }

  expression(minPrecedence: number): Parsed {
    let left = this.prefix()
    for (;;) {
      const token = this.peek()
      if (token.kind !== 'operator' || binaryPrecedence(token.operator) <= minPrecedence)
        return left
      this.next()
      const right = this.expression(binaryPrecedence(token.operator))
      // A node's span covers its operands' parentheses: in (a + b) * c the product starts at "(".
      left = {
        node: {
          type: 'binary',
          operator: token.operator,
          left: left.node,
          right: right.node,
          start: left.start,
          end: right.end,
        },
        depth: this.deeper(Math.max(left.depth, right.depth) + 1, token),
        start: left.start,
        end: right.end,
      }
    }
  }

  private prefix(): Parsed {
    const token = this.next()
    switch (token.kind) {
      case 'number':
        return leaf({ type: 'number', value: token.value, ...span(token) })
      case 'string':
        return leaf({ type: 'string', value: token.value, ...span(token) })
      case 'identifier':
        if (this.peek().kind === '(') return this.nested(token, () => this.call(token))
        return leaf({ type: 'name', name: token.text, ...span(token) })
      case '(': {
        const inner = this.nested(token, () => this.expression(0))
        const close = this.peek()
        if (close.kind !== ')') throw this.unclosed(token, close)
        this.next()
        const depth = this.deeper(inner.depth + 1, token)
        return { node: inner.node, depth, start: token.start, end: close.end }
      }
      case 'operator':
        if (token.operator === '-') {
          const operand = this.nested(token, () => this.expression(unaryPrecedence))
          const node: FormulaNode = {
            type: 'unary',
            operator: '-',
            operand: operand.node,
            start: token.start,
            end: operand.end,
          }
          return { ...leaf(node), depth: this.deeper(operand.depth + 1, token) }
        }
        throw new FormulaError(messages.unexpected(token.text), token)
      case 'end':
        throw new FormulaError(messages.unexpectedEnd, token)
      default:
        throw new FormulaError(messages.unexpected(token.text), token)
    }
  }

  private call(name: Token): Parsed {
    const open = this.next()
    const args: FormulaNode[] = []
    let depth = 1
    if (this.peek().kind === ')') {
      const close = this.next()
      return leaf({ type: 'call', callee: name.text, args, start: name.start, end: close.end })
    }
    for (;;) {
      const arg = this.expression(0)
      args.push(arg.node)
      depth = Math.max(depth, arg.depth + 1)
      const token = this.next()
      if (token.kind === ',') continue
      if (token.kind === ')') {
        const node: FormulaNode = {
          type: 'call',
          callee: name.text,
          args,
          start: name.start,
          end: token.end,
        }
        return { ...leaf(node), depth: this.deeper(depth, name) }
      }
      throw this.unclosed(open, token)
    }
  }

  /** After "(" … : either the formula ended too soon or something else stands where ")" should. */
  private unclosed(open: Token, found: Token): FormulaError {
    if (found.kind === 'end') {
      return new FormulaError(messages.missingClosingParenthesis, {
        start: open.start,
        end: found.end,
      })
    }
    return new FormulaError(messages.unexpected(found.text), found)
  }

  finish(parsed: Parsed): FormulaNode {
    const token = this.peek()
    if (token.kind === 'end') return parsed.node
    if (token.kind === ')') throw new FormulaError(messages.unmatchedClosingParenthesis, token)
    throw new FormulaError(messages.unexpected(token.text), token)
  }
}

function span(token: Token) {
  return { start: token.start, end: token.end }
}

/** Parses a formula's syntax. Throws a FormulaError naming the first problem and its place. */
export function parse(source: string): FormulaNode {
  if (source.trim() === '') throw new FormulaError(messages.empty, { start: 0, end: source.length })
  const parser = new Parser(tokenize(source))
  return parser.finish(parser.expression(0))
}
