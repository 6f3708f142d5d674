import { describe, expect, it } from 'vitest'
import type { FormulaNode } from './ast'
import { FormulaError } from './errors'
import { maxFormulaDepth, parse } from './parser'
import { print } from './printer'

const failure = (source: string) => {
  try {
    parse(source)
  } catch (error) {
    if (error instanceof FormulaError) return error
  }
  throw new Error(`no FormulaError for ${source}`)
}

/** Fully parenthesised, to show the tree's shape. */
function shape(node: FormulaNode): string {
  switch (node.type) {
    case 'number':
      return String(node.value)
    case 'string':
      return `"${node.value}"`
    case 'name':
      return node.name
    case 'unary':
      return `(-${shape(node.operand)})`
    case 'binary':
      return `(${shape(node.left)} ${node.operator} ${shape(node.right)})`
    case 'call':
      return `${node.callee}(${node.args.map(shape).join(', ')})`
  }
}

describe('parse', () => {
  it.each([
    ['1 + 2 * 3', '(1 + (2 * 3))'],
    ['(1 + 2) * 3', '((1 + 2) * 3)'],
    ['1 - 2 - 3', '((1 - 2) - 3)'],
    ['8 / 4 / 2', '((8 / 4) / 2)'],
    ['-m1 * 2', '((-m1) * 2)'],
    ['- -m1', '(-(-m1))'],
    ['m1 + 1 > m2 * 2', '((m1 + 1) > (m2 * 2))'],
    ['m1 < m2 = 1', '((m1 < m2) = 1)'],
    ['sma(m1 + f2, 30) / 2', '(sma((m1 + f2), 30) / 2)'],
    ['if(m1, ">", m2, 1, 0)', 'if(m1, ">", m2, 1, 0)'],
    ['now()', 'now()'],
  ])('gives %s the shape %s', (source, expected) => {
    expect(shape(parse(source))).toBe(expected)
  })

  it('keeps source offsets, parentheses of operands included', () => {
    const source = '(m1 + 2) * sma(m2, 3)'
    const node = parse(source)
    if (node.type !== 'binary' || node.right.type !== 'call') throw new Error('shape')
    expect(source.slice(node.start, node.end)).toBe(source)
    expect(source.slice(node.left.start, node.left.end)).toBe('m1 + 2')
    expect(source.slice(node.right.start, node.right.end)).toBe('sma(m2, 3)')
    const [, window] = node.right.args
    expect(window).toMatchObject({ start: 19, end: 20 })
    const negated = parse('-(m1 + 1)')
    expect(negated).toMatchObject({ start: 0, end: 9 })
  })

  it.each([
    ['', 'The formula is empty', 0, 0],
    ['   ', 'The formula is empty', 0, 3],
    ['m1 +', 'Unexpected end of formula', 4, 4],
    ['m1 m2', 'Unexpected "m2"', 3, 5],
    ['* m1', 'Unexpected "*"', 0, 1],
    ['+5', 'Unexpected "+"', 0, 1],
    ['sma(m1,)', 'Unexpected ")"', 7, 8],
    ['sma(m1 m2)', 'Unexpected "m2"', 7, 9],
    ['(m1 + 2', 'Missing closing parenthesis', 0, 7],
    ['sma(m1, 2', 'Missing closing parenthesis', 3, 9],
    ['m1 + 2)', 'Unmatched closing parenthesis', 6, 7],
    ['()', 'Unexpected ")"', 1, 2],
  ])('refuses %j: %s', (source, reason, start, end) => {
    expect(failure(source)).toMatchObject({ reason, start, end })
  })

  it('refuses nesting deeper than the limit, without exhausting the stack', () => {
    const reason = `The formula is too complex: more than ${maxFormulaDepth} nested operations`
    expect(failure('('.repeat(10_000) + 'm1' + ')'.repeat(10_000)).reason).toBe(reason)
    expect(failure('-'.repeat(10_000) + 'm1').reason).toBe(reason)
    expect(failure('abs('.repeat(10_000) + 'm1' + ')'.repeat(10_000)).reason).toBe(reason)
    expect(failure(Array(10_000).fill('m1').join(' + ')).reason).toBe(reason)
    expect(() => parse(Array(maxFormulaDepth).fill('m1').join(' + '))).not.toThrow()
  })

  it('parses what it prints', () => {
    const source = '-(1+2)*3 - (4 - 5) - -m1 / sma(m2, 3) >= 2'
    expect(print(parse(source))).toBe('-(1 + 2) * 3 - (4 - 5) - -m1 / sma(m2, 3) >= 2')
  })
})
