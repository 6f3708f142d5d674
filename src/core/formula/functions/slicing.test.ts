import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { FormulaError } from '../errors'
import type { SeriesColumns } from '../values'
import { isData } from '../testing/references'
import {
  N,
  day,
  expectSeries,
  f64,
  run,
  runNumber,
  seriesArbitrary,
  start2024,
} from '../testing/seriesArbitraries'

const datetime = (seconds: number) =>
  `"${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')}"`
const t = f64([0, 1, 2, 3, 4].map((i) => start2024 + i * day))
const m1 = { t, v: f64([10, 11, N, 13, 14]) }
const failure = (source: string) => {
  try {
    run(source, { m1 })
  } catch (error) {
    if (error instanceof FormulaError) return error
  }
  throw new Error(`no FormulaError for ${source}`)
}

/** The points whose time and index pass `keep`. */
function filtered(series: SeriesColumns, keep: (time: number, index: number) => boolean) {
  const indices = [...series.t.keys()].filter((i) => keep(series.t[i] as number, i))
  return {
    t: f64(indices.map((i) => series.t[i] as number)),
    v: f64(indices.map((i) => series.v[i] as number)),
  }
}

describe('range', () => {
  it('keeps the points from since to until, both included', () => {
    expectSeries(run('range(m1, "2024-01-02 00:00:00", "2024-01-04 00:00:00")', { m1 }), {
      t: t.slice(1, 4),
      v: f64([11, N, 13]),
    })
    expectSeries(run('range(m1, "2024-01-04 12:00:00")', { m1 }), { t: t.slice(4), v: f64([14]) })
    expectSeries(run('range(m1)', { m1 }), m1)
    expectSeries(run('range(m1, "2030-01-01 00:00:00")', { m1 }), { t: f64([]), v: f64([]) })
  })

  it('refuses an until that is not after since', () => {
    expect(failure('range(m1, "2024-01-03 00:00:00", "2024-01-03 00:00:00")').reason).toBe(
      'end date must be greater than since',
    )
  })

  it('returns copies the input never shares', () => {
    const out = run('range(m1)', { m1 })
    if (out.kind !== 'series') throw new Error('series')
    expect(out.v.buffer).not.toBe(m1.v.buffer)
    expect(out.t.buffer).not.toBe(m1.t.buffer)
  })
})

describe('subset', () => {
  it('takes a date window like range, or a run of points by index', () => {
    expectSeries(run('subset(m1, "2024-01-02 00:00:00", "2024-01-03 00:00:00")', { m1 }), {
      t: t.slice(1, 3),
      v: f64([11, N]),
    })
    expectSeries(run('subset(m1, 1, 3)', { m1 }), { t: t.slice(1, 3), v: f64([11, N]) })
    expectSeries(run('subset(m1, 3)', { m1 }), { t: t.slice(3), v: f64([13, 14]) })
    expectSeries(run('subset(m1, 0 - 2)', { m1 }), { t: t.slice(3), v: f64([13, 14]) })
    expectSeries(run('subset(m1, 0 - 4, 0 - 1)', { m1 }), { t: t.slice(1, 4), v: f64([11, N, 13]) })
    expectSeries(run('subset(m1, 7, 9)', { m1 }), { t: f64([]), v: f64([]) })
  })

  it('refuses bounds in the wrong order, and mixed kinds', () => {
    expect(failure('subset(m1, 3, 1)').reason).toBe('end point greater than since point')
    expect(failure('subset(m1, 0 - 1, 2)').reason).toBe('end point greater than since point')
    expect(failure('subset(m1, "2024-01-03 00:00:00", "2024-01-02 00:00:00")').reason).toBe(
      'end date must be greater than since',
    )
    expect(failure('subset(m1, "2024-01-03 00:00:00", 2)').reason).toBe(
      'subset: since and until must both be datetimes or both be point indices',
    )
  })

  it('matches filtering by date and by index', () => {
    fc.assert(
      fc.property(
        seriesArbitrary({ maxLength: 60 }),
        fc.integer({ min: -10, max: 70 }),
        fc.integer({ min: 1, max: 30 }),
        (series, a, length) => {
          const inputs = { m1: series }
          const since = start2024 + a * day
          const until = since + length * day
          expectSeries(
            run(`subset(m1, ${datetime(since)}, ${datetime(until)})`, inputs),
            filtered(series, (time) => time >= since && time <= until),
          )
          expectSeries(
            run(`range(m1, ${datetime(since)})`, inputs),
            filtered(series, (time) => time >= since),
          )
          const n = series.t.length
          const from = Math.abs(a) % 40
          const literal = (x: number) => (x < 0 ? `0 - ${-x}` : String(x))
          expectSeries(
            run(`subset(m1, ${literal(from)}, ${literal(from + length)})`, inputs),
            filtered(series, (_, i) => i >= from && i < from + length),
          )
          expectSeries(
            run(`subset(m1, ${literal(-length)})`, inputs),
            filtered(series, (_, i) => i >= n - length),
          )
        },
      ),
      { numRuns: propertyRuns(150) },
    )
  })
})

describe('value_at', () => {
  it('gives the value at exactly that time as a number', () => {
    expect(runNumber('value_at(m1, "2024-01-02 00:00:00")', { m1 })).toBe(11)
    expectSeries(run('m1 / value_at(m1, "2024-01-01 00:00:00")', { m1 }), {
      t,
      v: f64([1, 1.1, N, 1.3, 1.4]),
    })
  })

  it('fails where there is no point or only a gap', () => {
    for (const when of ['2024-01-02 01:00:00', '2024-01-03 00:00:00', '2023-12-31 00:00:00']) {
      expect(failure(`value_at(m1, "${when}")`)).toMatchObject({
        message: 'Datapoint is not found. Usage: value_at(m1, "2024-01-01 00:00:00")',
        start: 13,
        end: 34,
      })
    }
  })

  it('finds every valid point of random series', () => {
    fc.assert(
      fc.property(seriesArbitrary({ minLength: 1 }), (series) => {
        series.t.forEach((time, i) => {
          const x = series.v[i] as number
          const source = `value_at(m1, ${datetime(time)})`
          if (isData(x)) expect(runNumber(source, { m1: series })).toBe(x)
          else expect(() => run(source, { m1: series })).toThrow('Datapoint is not found')
        })
      }),
      { numRuns: propertyRuns(50) },
    )
  })
})
