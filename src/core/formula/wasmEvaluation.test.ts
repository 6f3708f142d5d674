import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { beforeAll, describe, expect, it } from 'vitest'
import { withoutSeriesKernels, type SeriesKernels } from '../series/wasm/seriesKernels'
import { kernelValue, loadedSeriesKernels } from '../series/wasm/testing/kernelTesting'
import { Buffers } from './buffers'
import { ColumnStore } from './columnStore'
import { evaluateFormula, evaluateFormulas, type FormulaItem } from './evaluateFormulas'
import type { FormulaValue } from './results'
import { expression } from './testing/expressions'
import { day, f64, start2024 } from './testing/seriesArbitraries'

/*
 * Evaluation with the WebAssembly kernels loaded against evaluation without them: the same
 * values to the last bit, the same errors, inputs left alone, and no result left in the arena
 * (the next evaluation reuses it).
 */

let kernels: SeriesKernels
beforeAll(async () => {
  kernels = await loadedSeriesKernels()
})

const values = fc.array(kernelValue, { minLength: 1, maxLength: 60 })

const bits = (result: FormulaValue | undefined) =>
  result === undefined
    ? undefined
    : result.kind === 'scalar'
      ? [String(result.value)]
      : [...result.v].map((x) => (Object.is(x, -0) ? '-0' : String(x)))

function items(x: number[], y: number[], sources: string[]): FormulaItem[] {
  const length = Math.min(x.length, y.length)
  const t = f64(Array.from({ length }, (_, i) => start2024 + i * day))
  return [
    { name: 'm1', series: { t, v: f64(x.slice(0, length)) } },
    { name: 'm2', series: { t: t.slice(), v: f64(y.slice(0, length)) } },
    ...sources.map((source, i) => ({ name: `f${i + 1}`, source })),
  ]
}

describe('evaluation with the WebAssembly kernels', () => {
  it('gives what evaluation without them gives, bit for bit, and fails alike', () => {
    fc.assert(
      fc.property(
        fc.array(expression, { minLength: 1, maxLength: 3 }),
        values,
        values,
        (sources, x, y) => {
          // f2 and f3 may name f1: results of the evaluation serve later formulas.
          const chained = sources.map((source, i) => (i === 0 ? source : `${source} + f1`))
          const withWasm = evaluateFormulas(items(x, y, chained))
          const without = withoutSeriesKernels(() => evaluateFormulas(items(x, y, chained)))
          for (const name of chained.map((_, i) => `f${i + 1}`)) {
            expect(bits(withWasm.values.get(name))).toEqual(bits(without.values.get(name)))
            expect(withWasm.errors.get(name)).toEqual(without.errors.get(name))
          }
        },
      ),
      { numRuns: propertyRuns(300) },
    )
  })

  it('hands back results outside the arena and leaves its inputs alone', () => {
    const given = items([1, 2, Number.NaN, 4, 5], [5, 4, 3, 2, 1], ['m1', 'm1 + m2', 'sma(m2, 2)'])
    const before = given.map((item) => [...(item.series?.v ?? [])])
    const { values: results } = evaluateFormulas(given)
    expect(results.size).toBe(3)
    for (const result of results.values()) {
      expect(result.kind === 'series' && kernels.arena.holds(result.v)).toBe(false)
    }
    expect(given.map((item) => [...(item.series?.v ?? [])])).toEqual(before)
    // A later evaluation overwrites the arena: the earlier results keep their values.
    const kept = bits(results.get('f2'))
    evaluateFormulas(items([9, 9, 9, 9, 9], [9, 9, 9, 9, 9], ['m1 * m2 - 1']))
    expect(bits(results.get('f2'))).toEqual(kept)
    expect(kept).toEqual(['6', '6', 'NaN', '6', '6'])
  })

  it('runs the formula in the arena: its columns come from there', () => {
    const buffers = new Buffers()
    expect(buffers.begin(1024)?.arena).toBe(kernels.arena)
    expect(kernels.arena.holds(buffers.take(10))).toBe(true)
    // A column of an earlier evaluation is not reused once the arena was reset for another.
    const earlier = buffers.take(10)
    buffers.release(earlier)
    new Buffers().begin(1024)
    expect(buffers.take(10)).not.toBe(earlier)
  })

  it('evaluates one formula alike, and in the worker store over held columns', () => {
    const t = f64([0, 1, 2, 3, 4].map((i) => start2024 + i * day))
    const m1 = { t, v: f64([3, 1, 4, 1, 5]) }
    const one = evaluateFormula('diff(m1) * 2 + abs(-m1)', { m1 })
    expect(bits(one)).toEqual(['NaN', '-3', '10', '-5', '13'])
    expect(one.kind === 'series' && kernels.arena.holds(one.v)).toBe(false)

    const store = new ColumnStore()
    const request = {
      items: [
        { name: 'm1', series: { t: 1, v: 2 } },
        { name: 'f1', source: 'diff(m1) * 2 + abs(-m1)' },
      ],
      drop: [],
      add: [
        [1, t.slice()],
        [2, m1.v.slice()],
      ] as Array<[number, Float64Array]>,
    }
    const first = store.evaluate(request).evaluation.values.get('f1')
    // Again over the same held columns: their copies in the arena are kept, not copied again.
    const again = store.evaluate({ ...request, add: [] }).evaluation.values.get('f1')
    for (const result of [first, again]) {
      expect(result?.kind === 'series' && [...result.v].map(String)).toEqual(bits(one))
    }
    // A column sent again under the same number is a new array: its values are the ones read.
    const changed = store.evaluate({ ...request, add: [[2, f64([1, 1, 1, 1, 1])]] })
    const result = changed.evaluation.values.get('f1')
    expect(result?.kind === 'series' && [...result.v].map(String)).toEqual([
      'NaN',
      '1',
      '1',
      '1',
      '1',
    ])
    // And an evaluation elsewhere in between (which reuses the arena) changes nothing.
    evaluateFormula('m1 * 100', { m1 })
    const last = store.evaluate({ ...request, add: [] }).evaluation.values.get('f1')
    expect(last?.kind === 'series' && [...last.v].map(String)).toEqual(['NaN', '1', '1', '1', '1'])
  })
})
