import { describe, expect, it } from 'vitest'
import { halvingChartDays, halvingCycles } from './halving'

const day = 86_400

describe('halvingCycles', () => {
  it('starts a cycle on each halving day and follows it for at most 1420 days', () => {
    const n = 3000
    const t = Float64Array.from({ length: n }, (_, i) => 1_000_000_000 + i * day)
    // Halvings on days 100 and 1600.
    const daysTill = Float64Array.from({ length: n }, (_, i) =>
      i <= 100 ? 100 - i : i <= 1600 ? 1600 - i : 3000 - i,
    )
    const price = Float64Array.from({ length: n }, (_, i) => 100 + i)
    const cycles = halvingCycles(t, price, daysTill)
    expect(cycles.map((c) => c.label)).toEqual(['2001-12-18', '2006-01-26'])
    const [first, second] = cycles
    expect(first?.days[0]).toBe(0)
    expect(first?.ratio[0]).toBe(1)
    expect(first?.days.at(-1)).toBe(halvingChartDays)
    expect(first?.days).toHaveLength(halvingChartDays + 1)
    // Past the next halving the line goes on relative to its own halving day.
    expect(first?.ratio[1420]).toBeCloseTo(1620 / 200)
    // The latest cycle ends with the data.
    expect(second?.days.at(-1)).toBe(n - 1 - 1600)
    expect(second?.ratio[10]).toBeCloseTo(1710 / 1700)
  })

  it('has no cycles without a halving day', () => {
    const t = Float64Array.from([1, 2])
    expect(halvingCycles(t, Float64Array.from([1, 1]), Float64Array.from([5, 4]))).toEqual([])
  })
})
