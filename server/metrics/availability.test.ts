import { describe, expect, it } from 'vitest'
import { intervalEnd, intervalEndsBetween, lagPercentiles } from './availability'

const utc = (...parts: [number, number, number, number?]) =>
  Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3] ?? 0) / 1000

describe('interval ends', () => {
  it('ends each interval where the next one starts: weeks on Mondays, months on the 1st', () => {
    expect(intervalEnd(utc(2025, 5, 31), '24h')).toBe(utc(2025, 6, 1))
    expect(intervalEnd(utc(2025, 5, 26), '1w')).toBe(utc(2025, 6, 2))
    expect(intervalEnd(utc(2025, 2, 1), '1month')).toBe(utc(2025, 3, 1))
    expect(intervalEnd(utc(2025, 12, 1), '1month')).toBe(utc(2026, 1, 1))
  })

  it('lists the ends within (from, to], aligned as the series are', () => {
    const from = utc(2025, 5, 2, 12)
    const to = utc(2025, 6, 1, 12)
    // 2025-05-05 and every Monday after it, the last on 2025-05-26.
    expect(intervalEndsBetween('1w', from, to)).toEqual([
      utc(2025, 5, 5),
      utc(2025, 5, 12),
      utc(2025, 5, 19),
      utc(2025, 5, 26),
    ])
    expect(intervalEndsBetween('1month', from, to)).toEqual([utc(2025, 6, 1)])
    expect(intervalEndsBetween('24h', from, to)).toHaveLength(30)
    expect(intervalEndsBetween('24h', from, to)[0]).toBe(utc(2025, 5, 3))
    expect(intervalEndsBetween('10m', from, from + 3600)).toHaveLength(6)
    expect(intervalEndsBetween('1h', utc(2025, 5, 2), utc(2025, 5, 2, 2))).toEqual([
      utc(2025, 5, 2, 1),
      utc(2025, 5, 2, 2),
    ])
  })
})

describe('lag percentiles', () => {
  it('takes nearest ranks of the lags, a point served early counting as 0', () => {
    const ends = Array.from({ length: 100 }, (_, i) => i * 600)
    // Lags of 1..100 s, shuffled order.
    const availableAt = ends.map((end, i) => end + ((i * 37) % 100) + 1)
    expect(lagPercentiles({ ends, availableAt })).toEqual({ p50: 50, p90: 90, p95: 95, p99: 99 })
    expect(lagPercentiles({ ends: [600, 1200], availableAt: [0, 1500] })).toEqual({
      p50: 0,
      p90: 300,
      p95: 300,
      p99: 300,
    })
    expect(lagPercentiles({ ends: [], availableAt: [] })).toBeUndefined()
  })
})
