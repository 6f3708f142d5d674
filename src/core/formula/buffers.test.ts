import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { describe, expect, it } from 'vitest'
import { Buffers } from './buffers'
import { check } from './check'
import { evaluate } from './evaluate'
import { evaluateFormula } from './evaluateFormulas'
import { parse } from './parser'
import { inputScope } from './scope'
import { expression } from './testing/expressions'
import { N, day, f64, point, start2024 } from './testing/seriesArbitraries'
import type { SeriesColumns, Value } from './values'

/*
 * The fast paths of an evaluation: spent columns serving the next function (buffers.ts), results
 * written into the operand the evaluation owns, and inputs with equal times sharing one time
 * column (scope.ts). Each must give exactly what the plain path gives, and leave inputs alone.
 */

/** Hands out new columns only: the plain path, for comparison. */
class NewColumnsOnly extends Buffers {
  override release(): void {}
}

const values = fc.array(point, { minLength: 1, maxLength: 40 })

function evaluateWith(source: string, inputs: [string, SeriesColumns][], buffers: Buffers) {
  const tree = parse(source)
  check(tree)
  return evaluate(tree, inputScope(inputs).scope, buffers)
}

const pointsOf = (value: Value) => (value.kind === 'series' ? [...value.v] : [value.value])

/** The result, or the message of the error thrown: both paths must fail alike too. */
function outcome<T>(run: () => T): T | string {
  try {
    return run()
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

describe('Buffers', () => {
  it('hands a spent column back for a result of the same length, each column once', () => {
    const buffers = new Buffers()
    const column = new Float64Array(4)
    buffers.release(column)
    buffers.release(column)
    expect(buffers.spareCount).toBe(1)
    expect(buffers.take(3)).not.toBe(column)
    expect(buffers.take(4)).toBe(column)
    expect(buffers.take(4)).not.toBe(column)
  })

  it('keeps no more spare bytes than it is allowed', () => {
    // Room for two columns of 4 points.
    const buffers = new Buffers(64)
    const columns = [new Float64Array(4), new Float64Array(4), new Float64Array(4)]
    for (const column of columns) buffers.release(column)
    expect(buffers.spareCount).toBe(2)
    expect(buffers.take(4)).toBe(columns[0])
    buffers.release(columns[2] as Float64Array)
    expect(buffers.spareCount).toBe(2)
  })
})

describe('evaluations one after another on the same spare columns', () => {
  it('each give what new columns give, whatever the columns held before', () => {
    fc.assert(
      fc.property(
        fc.array(expression, { minLength: 2, maxLength: 4 }),
        values,
        values,
        (sources, x, y) => {
          const length = Math.min(x.length, y.length)
          const t = f64(Array.from({ length }, (_, i) => start2024 + i * day))
          const inputs: [string, SeriesColumns][] = [
            ['m1', { t, v: f64(x.slice(0, length)) }],
            ['m2', { t, v: f64(y.slice(0, length)) }],
          ]
          // As a worker keeps one: each result is handed on, its spent columns kept for the next.
          const kept = new Buffers()
          for (const source of sources) {
            const reused = outcome(() => pointsOf(evaluateWith(source, inputs, kept)))
            const plain = outcome(() =>
              pointsOf(evaluateWith(source, inputs, new NewColumnsOnly())),
            )
            expect(reused).toEqual(plain)
          }
        },
      ),
      { numRuns: propertyRuns(200) },
    )
  })
})

describe('an evaluation reusing its columns', () => {
  it('gives what new columns give, and leaves its inputs alone', () => {
    fc.assert(
      fc.property(expression, values, values, (source, x, y) => {
        const length = Math.min(x.length, y.length)
        const t = f64(Array.from({ length }, (_, i) => start2024 + i * day))
        const m1 = f64(x.slice(0, length))
        const m2 = f64(y.slice(0, length))
        const inputs: [string, SeriesColumns][] = [
          ['m1', { t, v: m1 }],
          ['m2', { t, v: m2 }],
        ]
        const reused = outcome(() => pointsOf(evaluateWith(source, inputs, new Buffers())))
        const plain = outcome(() => pointsOf(evaluateWith(source, inputs, new NewColumnsOnly())))
        expect(reused).toEqual(plain)
        expect([...m1]).toEqual(x.slice(0, length))
        expect([...m2]).toEqual(y.slice(0, length))
      }),
      { numRuns: propertyRuns(300) },
    )
  })
})

describe('inputs on the same times', () => {
  it('give the same result whether they share one time array or hold equal copies', () => {
    fc.assert(
      fc.property(expression, values, values, (source, x, y) => {
        const length = Math.min(x.length, y.length)
        const t = f64(Array.from({ length }, (_, i) => start2024 + i * day))
        const m1 = f64(x.slice(0, length))
        const m2 = f64(y.slice(0, length))
        const shared = outcome(() =>
          evaluateFormula(source, { m1: { t, v: m1 }, m2: { t, v: m2 } }),
        )
        const copies = outcome(() =>
          evaluateFormula(source, { m1: { t, v: m1 }, m2: { t: t.slice(), v: m2 } }),
        )
        expect(copies).toEqual(shared)
      }),
      { numRuns: propertyRuns(300) },
    )
  })

  it('give on their common times what series that must be aligned give', () => {
    const t = f64([0, 1, 2, 3].map((i) => start2024 + i * day))
    const m1 = f64([1, 2, N, 4])
    const m2 = f64([10, 20, 30, 0])
    const source = 'm1 * 2 + m2 / m1 - -m2'
    const same = evaluateFormula(source, { m1: { t, v: m1 }, m2: { t: t.slice(), v: m2 } })
    // m2 with an earlier point of its own: only the common times are kept.
    const longer = {
      t: f64([start2024 - day, ...t]),
      v: f64([99, ...m2]),
    }
    const aligned = evaluateFormula(source, { m1: { t, v: m1 }, m2: longer })
    expect(aligned).toEqual(same)
    expect(same.kind === 'series' && [...same.v]).toEqual([22, 34, N, 8])
  })
})
