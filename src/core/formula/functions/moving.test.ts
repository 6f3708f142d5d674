import { describe, it } from 'vitest'
import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { mean, median, naiveSoFar, naiveWindow, sampleStd, sum } from '../testing/references'
import { N, expectSeries, run, seriesArbitrary } from '../testing/seriesArbitraries'

/*
 * The formula names of the chart studio's operators, each against a reference that recomputes
 * every point from the valid values before it.
 */

function emaReference(w: number) {
  return (seen: number[]) => {
    if (seen.length < w) return N
    const alpha = 2 / (w + 1)
    let ema = mean(seen.slice(0, w))
    for (const x of seen.slice(w)) ema = alpha * x + (1 - alpha) * ema
    return ema
  }
}

function rsiReference(w: number) {
  return (seen: number[]) => {
    if (seen.length <= w) return N
    const changes = seen.slice(1).map((v, i) => v - (seen[i] as number))
    let gain = mean(changes.slice(0, w).map((c) => Math.max(c, 0)))
    let loss = mean(changes.slice(0, w).map((c) => Math.max(-c, 0)))
    for (const c of changes.slice(w)) {
      gain = (gain * (w - 1) + Math.max(c, 0)) / w
      loss = (loss * (w - 1) + Math.max(-c, 0)) / w
    }
    return gain + loss === 0 ? 50 : (100 * gain) / (gain + loss)
  }
}

/** The valid value `lag` valid points back, or undefined. */
const back = (seen: number[], lag: number) => seen[seen.length - 1 - lag]

const windowed: [string, (w: number) => (xs: number[]) => number][] = [
  ['sma', () => mean],
  ['msum', () => sum],
  ['median', () => median],
  ['mstd', () => sampleStd],
]

const m1 = seriesArbitrary({ maxLength: 200 })
const w = fc.integer({ min: 1, max: 20 })

describe('moving functions against recomputation', () => {
  it.each(windowed)('%s(m1, w)', (name, reference) => {
    fc.assert(
      fc.property(m1, w, (series, window) => {
        const expected = naiveWindow(series.v, window, reference(window))
        expectSeries(run(`${name}(m1, ${window})`, { m1: series }), { t: series.t, v: expected })
      }),
      { numRuns: propertyRuns(100) },
    )
  })

  it('ema(m1, w)', () => {
    fc.assert(
      fc.property(m1, w, (series, window) => {
        const expected = naiveSoFar(series.v, emaReference(window))
        expectSeries(run(`ema(m1, ${window})`, { m1: series }), { t: series.t, v: expected })
      }),
      { numRuns: propertyRuns(100) },
    )
  })

  it('rsi(m1, w), 14 when left out', () => {
    fc.assert(
      fc.property(m1, w, (series, window) => {
        const expected = naiveSoFar(series.v, rsiReference(window))
        expectSeries(run(`rsi(m1, ${window})`, { m1: series }), { t: series.t, v: expected })
        const fourteen = naiveSoFar(series.v, rsiReference(14))
        expectSeries(run('rsi(m1)', { m1: series }), { t: series.t, v: fourteen })
      }),
      { numRuns: propertyRuns(100) },
    )
  })

  it('pct_change and diff against the valid point lag points back, 1 when left out', () => {
    fc.assert(
      fc.property(m1, fc.integer({ min: 1, max: 5 }), (series, lag) => {
        const pct = (l: number) => (seen: number[]) => {
          const base = back(seen, l)
          return base === undefined || base === 0 ? N : ((seen.at(-1) as number) / base - 1) * 100
        }
        const diff = (l: number) => (seen: number[]) => {
          const base = back(seen, l)
          return base === undefined ? N : (seen.at(-1) as number) - base
        }
        const inputs = { m1: series }
        expectSeries(run(`pct_change(m1, ${lag})`, inputs), {
          t: series.t,
          v: naiveSoFar(series.v, pct(lag)),
        })
        expectSeries(run(`diff(m1, ${lag})`, inputs), {
          t: series.t,
          v: naiveSoFar(series.v, diff(lag)),
        })
        expectSeries(run('pct_change(m1)', inputs), {
          t: series.t,
          v: naiveSoFar(series.v, pct(1)),
        })
        expectSeries(run('diff(m1)', inputs), { t: series.t, v: naiveSoFar(series.v, diff(1)) })
      }),
      { numRuns: propertyRuns(100) },
    )
  })

  it('shift(m1, offset) moves valid values by offset valid points', () => {
    fc.assert(
      fc.property(m1, fc.integer({ min: -6, max: 6 }), (series, offset) => {
        const valid = [...series.v].filter(Number.isFinite)
        let k = -1
        const expected = series.v.map((x) => {
          if (!Number.isFinite(x)) return N
          k += 1
          return valid[k - offset] ?? N
        })
        const literal = offset < 0 ? `0 - ${-offset}` : String(offset)
        expectSeries(run(`shift(m1, ${literal})`, { m1: series }), { t: series.t, v: expected })
      }),
      { numRuns: propertyRuns(100) },
    )
  })
})
