import { describe, expect, it } from 'vitest'
import { linearCurve, monotoneCurve, parsePoints } from './curve'
import { dateToDay } from './time'

describe('parsePoints', () => {
  it('reads dated values and rejects bad or unordered ones', () => {
    expect(parsePoints(' 2020-01-01=1.5  2020-01-03=2e3 ')).toEqual([
      [dateToDay('2020-01-01'), 1.5],
      [dateToDay('2020-01-03'), 2000],
    ])
    expect(() => parsePoints('2020-01-01=x')).toThrow()
    expect(() => parsePoints('2020-01-03=1 2020-01-01=2')).toThrow()
    expect(() => parsePoints('2020-13-01=1')).toThrow()
  })
})

describe('monotoneCurve', () => {
  const points = [
    [0, 0],
    [10, 10],
    [20, 2],
    [30, 2],
    [40, 50],
  ] as const
  const curve = monotoneCurve(points)

  it('passes through its points and holds its ends', () => {
    for (const [x, y] of points) expect(curve(x)).toBeCloseTo(y, 12)
    expect(curve(-5)).toBe(0)
    expect(curve(99)).toBe(50)
    expect(monotoneCurve(points, 'linear')(45)).toBeCloseTo(74, 9)
  })

  it('never overshoots between its points', () => {
    for (let x = 0; x <= 40; x += 0.25) {
      const i = Math.min(3, Math.floor(x / 10))
      const [a, b] = [points[i]?.[1] ?? 0, points[i + 1]?.[1] ?? 0]
      expect(curve(x)).toBeGreaterThanOrEqual(Math.min(a, b) - 1e-9)
      expect(curve(x)).toBeLessThanOrEqual(Math.max(a, b) + 1e-9)
    }
  })
})

describe('linearCurve', () => {
  it('interpolates, holds the start and continues the last slope', () => {
    const line = linearCurve([
      [0, 0],
      [10, 100],
      [20, 120],
    ])
    expect(line(-1)).toBe(0)
    expect(line(5)).toBe(50)
    expect(line(15)).toBe(110)
    expect(line(30)).toBe(140)
    expect(linearCurve([[0, 7]])(50)).toBe(7)
  })
})
