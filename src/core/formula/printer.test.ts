import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { parse } from './parser'
import { print } from './printer'
import { allNodes, formulaTree, withoutPositions } from './testing/astArbitraries'

describe('print', () => {
  it.each([
    ['m1+m2*2', 'm1 + m2 * 2'],
    ['(m1+m2)*2', '(m1 + m2) * 2'],
    ['m1-(m2-m3)', 'm1 - (m2 - m3)'],
    ['(m1-m2)-m3', 'm1 - m2 - m3'],
    ['m1/(m2*m3)', 'm1 / (m2 * m3)'],
    ['-(m1)', '-m1'],
    ['-(m1*2)', '-(m1 * 2)'],
    ['m1 - -2', 'm1 - -2'],
    ['(m1 > 1) = (m2 < 2)', 'm1 > 1 = (m2 < 2)'],
    ['sma( m1 ,30 )', 'sma(m1, 30)'],
    ['if(m1,">",m2,1,0)', 'if(m1, ">", m2, 1, 0)'],
    ['.5 + 1e21 + 2.50', '0.5 + 1e+21 + 2.5'],
  ])('prints %s canonically as %s', (source, canonical) => {
    expect(print(parse(source))).toBe(canonical)
  })

  it('gives back the same tree when its output is parsed', () => {
    fc.assert(
      fc.property(formulaTree, (tree) => {
        expect(withoutPositions(parse(print(tree)))).toEqual(withoutPositions(tree))
      }),
      { numRuns: propertyRuns(300) },
    )
  })

  it('places every node of its output at the text that prints it', () => {
    fc.assert(
      fc.property(formulaTree, (tree) => {
        const source = print(tree)
        for (const node of allNodes(parse(source))) {
          expect(source.slice(node.start, node.end)).toBe(print(node))
        }
      }),
      { numRuns: propertyRuns(200) },
    )
  })
})
