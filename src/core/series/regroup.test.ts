import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { bucketStart, regroupLast, regroupOhlc, regroupUnits } from './regroup'

const at = (iso: string) => Date.parse(iso) / 1000

describe('bucketStart', () => {
  it('starts hours, four hours and days on their UTC boundaries', () => {
    const t = at('2024-03-10T13:47:12Z')
    expect(bucketStart(t, '10m')).toBe(at('2024-03-10T13:40:00Z'))
    expect(bucketStart(t, '1h')).toBe(at('2024-03-10T13:00:00Z'))
    expect(bucketStart(t, '4h')).toBe(at('2024-03-10T12:00:00Z'))
    expect(bucketStart(t, '24h')).toBe(at('2024-03-10T00:00:00Z'))
  })

  it('starts weeks on Monday and months on the first, in UTC', () => {
    // 2024-03-10 is a Sunday: its week began Monday 2024-03-04.
    expect(bucketStart(at('2024-03-10T23:59:59Z'), '1w')).toBe(at('2024-03-04T00:00:00Z'))
    expect(bucketStart(at('2024-03-11T00:00:00Z'), '1w')).toBe(at('2024-03-11T00:00:00Z'))
    expect(bucketStart(at('2024-02-29T18:00:00Z'), '1month')).toBe(at('2024-02-01T00:00:00Z'))
    expect(bucketStart(at('1969-12-31T12:00:00Z'), '1w')).toBe(at('1969-12-29T00:00:00Z'))
  })

  it('puts every time in a bucket that holds it and is its own bucket', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.constantFrom(...regroupUnits),
        (t, unit) => {
          const start = bucketStart(t, unit)
          return start <= t && bucketStart(start, unit) === start && t - start < 32 * 86400
        },
      ),
    )
  })
})

describe('regroupOhlc', () => {
  it('aggregates open, high, low and close per bucket, skipping gaps', () => {
    const t = [0, 600, 1200, 3000, 3600, 4200, 7200].map((s) => s + at('2024-01-01T00:00:00Z'))
    const v = [5, 9, 2, 4, Number.NaN, Number.NaN, 7]
    const out = regroupOhlc(t, v, '1h')
    expect([...out.t]).toEqual([at('2024-01-01T00:00:00Z'), at('2024-01-01T02:00:00Z')])
    expect([...out.open]).toEqual([5, 7])
    expect([...out.high]).toEqual([9, 7])
    expect([...out.low]).toEqual([2, 7])
    expect([...out.close]).toEqual([4, 7])
    expect(regroupLast(t, v, '1h')).toEqual({ t: out.t, v: out.close })
  })

  it('keeps low <= open, close <= high and one bucket per distinct start', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 300 }),
        fc.constantFrom(...regroupUnits),
        (values, unit) => {
          const t = values.map((_, i) => 1_700_000_000 + i * 3000)
          const out = regroupOhlc(t, values, unit)
          const starts = new Set(t.map((s) => bucketStart(s, unit)))
          if (out.t.length !== starts.size) return false
          for (let i = 0; i < out.t.length; i += 1) {
            const [lo, hi] = [out.low[i] as number, out.high[i] as number]
            for (const x of [out.open[i] as number, out.close[i] as number]) {
              if (x < lo || x > hi) return false
            }
          }
          return Math.max(...out.high) === Math.max(...values)
        },
      ),
    )
  })
})
