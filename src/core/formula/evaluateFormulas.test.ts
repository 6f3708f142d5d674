import { describe, expect, it } from 'vitest'
import { evaluateFormula, evaluateFormulas, evaluateOne } from './evaluateFormulas'
import { FormulaError } from './errors'
import { affectedBy, buildFormulaGraph } from './graph'
import { transferablesOf, type FormulaValue } from './results'
import { N, day, f64, start2024 } from './testing/seriesArbitraries'

const t = f64([0, 1, 2, 3].map((i) => start2024 + i * day))
const m1 = { t, v: f64([1, 2, N, 4]) }
const m2 = { t, v: f64([10, 20, 30, Infinity]) }
const values = (value: FormulaValue | undefined) =>
  value?.kind === 'series' ? [...value.v] : value?.value

describe('evaluateFormulas', () => {
  const items = [
    { name: 'm1', series: m1 },
    { name: 'm2', series: m2 },
    { name: 'f2', source: 'f1 * 2' },
    { name: 'f1', source: 'm1 + m2' },
    { name: 'f3', source: 'max(f2)' },
    { name: 'f4', source: 'f1 / 0' },
    { name: 'f5', source: 'f4 + 1' },
  ]

  it('evaluates formulas in dependency order, formulas using formulas', () => {
    const { values: results, errors } = evaluateFormulas(items)
    expect(values(results.get('f1'))).toEqual([11, 22, N, N])
    expect(values(results.get('f2'))).toEqual([22, 44, N, N])
    expect(results.get('f3')).toEqual({ kind: 'scalar', value: 44 })
    expect(errors.get('f4')?.message).toBe('Division by zero. Usage: m1 / m2')
    expect(errors.get('f5')).toMatchObject({ reason: '"f4" has an error', start: 0, end: 2 })
    expect([...results.keys()].sort()).toEqual(['f1', 'f2', 'f3'])
  })

  it('evaluates only what the listed formulas need', () => {
    const { values: results } = evaluateFormulas(items, { only: ['f2'] })
    expect([...results.keys()].sort()).toEqual(['f1', 'f2'])
  })

  it('takes earlier results as data, re-evaluating only what changed', () => {
    const first = evaluateFormulas(items)
    const f1 = first.values.get('f1')
    if (f1?.kind !== 'series') throw new Error('series')
    const graph = buildFormulaGraph(items)
    const changed = { name: 'm2', series: { t, v: f64([0, 0, 0, 0]) } }
    const rerun = affectedBy(graph, 'm2')
    expect(rerun).toEqual(['f1', 'f2', 'f3', 'f4', 'f5'])
    const again = evaluateFormulas(
      [{ name: 'm1', series: m1 }, changed, ...items.filter((i) => i.name.startsWith('f'))],
      { only: rerun },
    )
    expect(values(again.values.get('f2'))).toEqual([2, 4, N, 8])
    const partial = evaluateFormulas([
      { name: 'f1', series: { t: f1.t, v: f1.v } },
      { name: 'f2', source: 'f1 * 2' },
    ])
    expect(values(partial.values.get('f2'))).toEqual([22, 44, N, N])
  })

  it('never writes to its inputs and hands back plain, cloneable data', () => {
    const before = [...m1.v]
    const result = evaluateFormulas([
      { name: 'm1', series: m1 },
      { name: 'f1', source: '-((m1 + 1) * 2)' },
      { name: 'f2', source: 'f1 * 3' },
    ])
    expect([...m1.v]).toEqual(before)
    expect(values(result.values.get('f1'))).toEqual([-4, -6, N, -10])
    const clone = structuredClone(result)
    expect(values(clone.values.get('f2'))).toEqual([-12, -18, N, -30])
  })

  it('lists each buffer once for transfer', () => {
    const { values: results } = evaluateFormulas([
      { name: 'm1', series: m1 },
      { name: 'f1', source: 'm1 * 2' },
      { name: 'f2', source: 'm1 + 1' },
      { name: 'f3', source: '7' },
    ])
    const buffers = transferablesOf(results.values())
    // One shared time column (m1's) and two value columns.
    expect(buffers).toHaveLength(3)
    expect(buffers).toContain(m1.t.buffer)
  })

  it('turns infinities in the results into gaps', () => {
    const { values: results } = evaluateFormulas([
      { name: 'm2', series: m2 },
      { name: 'f1', source: 'm2' },
    ])
    expect(values(results.get('f1'))).toEqual([10, 20, 30, N])
    expect([...m2.v]).toEqual([10, 20, 30, Infinity])
  })
})

describe('evaluateFormula and evaluateOne', () => {
  it('evaluate one formula over named inputs', () => {
    expect(values(evaluateFormula('m1 * 10', { m1 }))).toEqual([10, 20, N, 40])
    expect(evaluateOne('m1 > 1', { m1 })).toEqual({
      ok: true,
      value: { kind: 'series', t, v: f64([0, 1, N, 1]) },
    })
  })

  it('report a name missing from the inputs, and a faulty input series', () => {
    expect(() => evaluateFormula('m1 + m3', { m1 })).toThrow(FormulaError)
    expect(evaluateOne('m1 + m3', { m1 })).toEqual({
      ok: false,
      error: { message: 'Unknown name "m3"', reason: 'Unknown name "m3"', start: 5, end: 7 },
    })
    const bad = { t: f64([1, 2]), v: f64([1]) }
    expect(evaluateOne('m1', { m1: bad })).toMatchObject({
      ok: false,
      error: { message: 'Series "m1" is invalid: 2 times but 1 values' },
    })
    expect(evaluateOne('constructor', {})).toMatchObject({ ok: false })
    expect(evaluateOne('m1', { ['__proto__']: m1 })).toMatchObject({ ok: false })
  })
})
