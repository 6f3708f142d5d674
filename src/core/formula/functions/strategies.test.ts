import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { naiveAlign } from '../testing/references'
import {
  N,
  day,
  expectSeries,
  f64,
  point,
  pricePoint,
  run,
  runSeries,
  seriesArbitrary,
  start2024,
} from '../testing/seriesArbitraries'

const usable = (p: number) => Number.isFinite(p) && p > 0
const datetime = (seconds: number) =>
  `"${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')}"`

/**
 * The backtest recomputed from the first tradable point for every point: positions first, then
 * the product of every return and fee factor up to the point, 0 once any prefix reaches 0.
 */
function backtestReference(
  signal: number[],
  price: number[],
  fee: number,
  multiplier: number,
  from: number,
): number[] {
  const points = price
    .map((p, i) => ({ i, p, s: signal[i] as number }))
    .filter(({ i, p }) => i >= from && usable(p))
  const positions: number[] = []
  points.forEach(({ s }, k) => {
    const held = k === 0 ? 0 : (positions[k - 1] as number)
    positions.push(Number.isFinite(s) ? (s > 0 ? multiplier : 0) : held)
  })
  const out = price.map(() => N)
  points.forEach(({ i }, k) => {
    let equity = 1
    for (let j = 0; j <= k; j += 1) {
      const before = j === 0 ? 0 : (positions[j - 1] as number)
      if (j > 0) {
        const r = (points[j] as { p: number }).p / (points[j - 1] as { p: number }).p - 1
        equity *= 1 + before * r
      }
      equity *= 1 - fee * Math.abs((positions[j] as number) - before)
      if (!(equity > 0)) equity = 0
    }
    out[i] = equity
  })
  return out
}

describe('backtest', () => {
  const t = f64([0, 1, 2, 3, 4].map((i) => start2024 + i * day))
  const price = { t, v: f64([100, 110, 99, N, 121]) }

  it('holding all along with no fee follows the price from 1', () => {
    expectSeries(run('backtest(1, m1, 0)', { m1: price }), { t, v: f64([1, 1.1, 0.99, N, 1.21]) })
  })

  it('earns the return after the signal, pays the fee on each change, and uses the defaults', () => {
    // In at the first close (fee 0.001), out at the third: the 100 -> 110 -> 99 moves count.
    const signal = { t, v: f64([1, 1, 0, 0, 0]) }
    const out = runSeries('backtest(m2, m1)', { m1: price, m2: signal })
    const inAt = 0.999
    expect([...out.v].slice(0, 3)).toEqual([inAt, inAt * 1.1, inAt * 1.1 * 0.9 * 0.999])
    expect(out.v[3]).toBeNaN()
    expect(out.v[4]).toBe(out.v[2])
  })

  it('leverages with the multiplier and ends at 0 when everything is lost', () => {
    const crash = { t, v: f64([100, 40, 50, 60, 70]) }
    expectSeries(run('backtest(1, m1, 0, 2)', { m1: crash }), { t, v: f64([1, 0, 0, 0, 0]) })
    expectSeries(run('backtest(1, m1, 0, 0 - 1)', { m1: crash }), {
      t,
      v: f64([1, 1.6, 1.2, 0.96, 0.8]),
    })
  })

  it('starts at the start datetime', () => {
    expectSeries(run('backtest(1, m1, 0, 1, "2024-01-02 00:00:00")', { m1: price }), {
      t,
      v: f64([N, 1, 0.9, N, 1.1]),
    })
  })

  it('matches recomputing the equity for every point', () => {
    const signals = seriesArbitrary({ values: point, maxLength: 80 })
    const prices = seriesArbitrary({ values: pricePoint, maxLength: 80 })
    fc.assert(
      fc.property(
        signals,
        prices,
        fc.constantFrom(0, 0.001, 0.01),
        fc.constantFrom(1, 2, 0.5, -1),
        fc.integer({ min: 0, max: 40 }),
        (signal, prices_, fee, multiplier, startDay) => {
          const { t: times, columns } = naiveAlign([signal, prices_])
          const [s, p] = columns as [number[], number[]]
          const start = start2024 + startDay * day
          const from = times.findIndex((time) => time >= start)
          const expected = backtestReference(s, p, fee, multiplier, from < 0 ? times.length : from)
          const m = multiplier < 0 ? `0 - ${-multiplier}` : String(multiplier)
          const formula = `backtest(m1, m2, ${fee}, ${m}, ${datetime(start)})`
          expectSeries(run(formula, { m1: signal, m2: prices_ }), {
            t: f64(times),
            v: f64(expected),
          })
        },
      ),
      { numRuns: propertyRuns(150) },
    )
  })
})

/** Holdings value with every purchase recomputed from scratch. */
function accumulateReference(price: number[], period: number, amountOf: (k: number) => number) {
  const buys: { at: number; units: number }[] = []
  let usableCount = 0
  return price.map((p, i) => {
    if (!usable(p)) return N
    if (usableCount % period === 0) buys.push({ at: i, units: amountOf(usableCount / period) / p })
    usableCount += 1
    return buys.filter((b) => b.at <= i).reduce((units, b) => units + b.units, 0) * p
  })
}

describe('dca and dca_installments', () => {
  it('buy every period usable points and value the holdings', () => {
    const t = f64([0, 1, 2, 3, 4].map((i) => start2024 + i * day))
    const price = { t, v: f64([100, N, 50, 100, 200]) }
    // Buys at 100 (1 unit) and 100 (1 unit), two usable points apart.
    expectSeries(run('dca(m1, 100, 2)', { m1: price }), { t, v: f64([100, N, 50, 200, 400]) })
    // 300 in 3 parts, one every usable point: 1 + 2 + 1 units, then held.
    expectSeries(run('dca_installments(m1, 300, 1, 3)', { m1: price }), {
      t,
      v: f64([100, N, 150, 400, 800]),
    })
  })

  it('match recomputing every purchase', () => {
    const prices = seriesArbitrary({ values: pricePoint, maxLength: 120 })
    fc.assert(
      fc.property(
        prices,
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        (m1, amount, period, installments) => {
          const p = [...m1.v]
          expectSeries(run(`dca(m1, ${amount}, ${period})`, { m1 }), {
            t: m1.t,
            v: f64(accumulateReference(p, period, () => amount)),
          })
          const share = amount / installments
          expectSeries(run(`dca_installments(m1, ${amount}, ${period}, ${installments})`, { m1 }), {
            t: m1.t,
            v: f64(accumulateReference(p, period, (k) => (k < installments ? share : 0))),
          })
        },
      ),
      { numRuns: propertyRuns(150) },
    )
  })
})
