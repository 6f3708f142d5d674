import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { FormulaError } from './errors'
import { affectedBy, buildFormulaGraph, dependenciesOf } from './graph'

const reasons = (graph: ReturnType<typeof buildFormulaGraph>) =>
  Object.fromEntries([...graph.errors].map(([name, error]) => [name, error.reason]))

describe('dependenciesOf', () => {
  it('lists the names a formula uses, once each, in order of first appearance', () => {
    expect(dependenciesOf('f2 / sma(m1, 30) + m1 * f12')).toEqual(['f2', 'm1', 'f12'])
    expect(dependenciesOf('1 + 2')).toEqual([])
  })

  it('throws a FormulaError for bad syntax', () => {
    expect(() => dependenciesOf('m1 +')).toThrow(FormulaError)
  })
})

describe('buildFormulaGraph', () => {
  it('orders formulas after everything they reference', () => {
    const graph = buildFormulaGraph([
      { name: 'f3', source: 'f1 + f2' },
      { name: 'f1', source: 'm1 * 2' },
      { name: 'm1' },
      { name: 'f2', source: 'f1 - m2' },
      { name: 'm2' },
    ])
    expect(graph.order).toEqual(['f1', 'f2', 'f3'])
    expect(graph.dependencies.get('f3')).toEqual(['f1', 'f2'])
    expect(graph.errors.size).toBe(0)
  })

  it('names unknown items and circular references, and fails what depends on them', () => {
    const graph = buildFormulaGraph([
      { name: 'm1' },
      { name: 'f1', source: 'f2 + m1' },
      { name: 'f2', source: 'f1 * 2' },
      { name: 'f3', source: 'f3' },
      { name: 'f4', source: 'm7 + 1' },
      { name: 'f5', source: 'f4 + f1' },
      { name: 'f6', source: 'm1 +' },
      { name: 'f7', source: 'f6' },
      { name: 'f8', source: 'm1 / 2' },
    ])
    expect(reasons(graph)).toEqual({
      f1: 'Circular reference: f1 → f2 → f1',
      f2: 'Circular reference: f2 → f1 → f2',
      f3: 'Circular reference: f3 → f3',
      f4: 'Unknown name "m7"',
      f5: '"f4" has an error',
      f6: 'Unexpected end of formula',
      f7: '"f6" has an error',
    })
    expect(graph.order).toEqual(['f8'])
    expect(graph.errors.get('f1')).toMatchObject({ start: 0, end: 2 })
    expect(graph.errors.get('f4')).toMatchObject({ start: 0, end: 2 })
  })

  it('finds every formula on a longer cycle, each message starting from itself', () => {
    const graph = buildFormulaGraph([
      { name: 'f1', source: 'f2' },
      { name: 'f2', source: 'm1 + f3' },
      { name: 'f3', source: 'f1' },
      { name: 'm1' },
    ])
    expect(reasons(graph)).toEqual({
      f1: 'Circular reference: f1 → f2 → f3 → f1',
      f2: 'Circular reference: f2 → f3 → f1 → f2',
      f3: 'Circular reference: f3 → f1 → f2 → f3',
    })
    expect(graph.errors.get('f2')).toMatchObject({ start: 5, end: 7 })
  })

  it('gives a valid order for any acyclic set of formulas', () => {
    // Formula i may only reference formulas with a larger index: never a cycle.
    const dag = fc
      .integer({ min: 1, max: 8 })
      .chain((n) =>
        fc.tuple(
          ...Array.from({ length: n }, (_, i) =>
            fc.subarray(Array.from({ length: n - i - 1 }, (_, k) => `f${i + k + 2}`)),
          ),
        ),
      )
    fc.assert(
      fc.property(dag, (refs) => {
        const items = refs.map((names, i) => ({
          name: `f${i + 1}`,
          source: ['m1', ...names].join(' + '),
        }))
        const graph = buildFormulaGraph([{ name: 'm1' }, ...items])
        expect(graph.errors.size).toBe(0)
        expect([...graph.order].sort()).toEqual(items.map((item) => item.name).sort())
        items.forEach((item, i) => {
          for (const dep of refs[i] ?? []) {
            expect(graph.order.indexOf(dep)).toBeLessThan(graph.order.indexOf(item.name))
          }
        })
      }),
      { numRuns: propertyRuns(100) },
    )
  })
})

describe('affectedBy', () => {
  const graph = buildFormulaGraph([
    { name: 'm1' },
    { name: 'm2' },
    { name: 'f4', source: 'f2 * 2' },
    { name: 'f1', source: 'm1 + 1' },
    { name: 'f2', source: 'f1 + m2' },
    { name: 'f3', source: 'm2' },
    { name: 'f5', source: 'f1 + m9' },
  ])

  it('lists the dependents of an item, transitively, in evaluation order', () => {
    expect(affectedBy(graph, 'm1')).toEqual(['f1', 'f2', 'f4', 'f5'])
    expect(affectedBy(graph, 'm2')).toEqual(['f2', 'f4', 'f3'])
    expect(affectedBy(graph, 'f2')).toEqual(['f4'])
    expect(affectedBy(graph, 'f4')).toEqual([])
    expect(affectedBy(graph, 'm7')).toEqual([])
  })

  it('stops at a cycle without listing the changed formula itself', () => {
    const cyclic = buildFormulaGraph([
      { name: 'f1', source: 'f2' },
      { name: 'f2', source: 'f1' },
    ])
    expect(affectedBy(cyclic, 'f1')).toEqual(['f2'])
  })
})
