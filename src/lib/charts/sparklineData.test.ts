import { describe, expect, it } from 'vitest'
import {
  describeSparkline,
  isDrawable,
  sparklineChange,
  sparklineColors,
  sparklineSeries,
  sparklineTrend,
} from './sparklineData'

describe('sparklineSeries', () => {
  it('puts the points at equal steps and keeps missing values as gaps', () => {
    const { t, columns } = sparklineSeries([3, null, 5, Number.NaN, 4])
    expect(Array.from(t)).toEqual([0, 1, 2, 3, 4])
    expect(columns).toHaveLength(1)
    expect(Array.from(columns[0] ?? [])).toEqual([3, NaN, 5, NaN, 4])
  })

  it('reads typed arrays as they are', () => {
    const { t, columns } = sparklineSeries(new Float64Array([1, 2]))
    expect(Array.from(t)).toEqual([0, 1])
    expect(Array.from(columns[0] ?? [])).toEqual([1, 2])
  })
})

describe('sparklineTrend', () => {
  it('is up when the last value is at or above the first, down when below', () => {
    expect(sparklineTrend([1, 5, 2])).toBe('up')
    expect(sparklineTrend([2, 0, 2])).toBe('up')
    expect(sparklineTrend([2, 9, 1.5])).toBe('down')
  })

  it('judges by the first and last values that are there', () => {
    expect(sparklineTrend([null, 4, 1, 3, null])).toBe('down')
    expect(sparklineTrend([null, 1, null])).toBe('none')
    expect(sparklineTrend([])).toBe('none')
  })

  it('has a colour for each direction', () => {
    expect(sparklineColors[sparklineTrend([1, 2])]).toBe('#2e7d32')
    expect(sparklineColors[sparklineTrend([2, 1])]).toBe('#c62828')
  })
})

describe('sparklineChange and describeSparkline', () => {
  it('measures from the first value to the last', () => {
    expect(sparklineChange([100, 90, 103.4])).toBeCloseTo(0.034)
    expect(describeSparkline([100, 90, 103.4])).toBe('up 3.4%')
    expect(describeSparkline([200, 150])).toBe('down 25%')
    expect(describeSparkline([7, 8, 7])).toBe('unchanged')
  })

  it('reads a rise from a negative start as a rise', () => {
    expect(sparklineChange([-100, -50])).toBeCloseTo(0.5)
    expect(describeSparkline([-100, -50])).toBe('up 50%')
  })

  it('shows a change from zero, or beyond 999.9%, as infinity', () => {
    expect(sparklineChange([0, 3])).toBe(Infinity)
    expect(describeSparkline([0, 3])).toBe('up ∞')
    expect(describeSparkline([1, 20])).toBe('up ∞')
    expect(describeSparkline([0, -3])).toBe('down ∞')
  })

  it('has nothing to say without two values', () => {
    expect(isDrawable([null, 2])).toBe(false)
    expect(isDrawable([1, null, 2])).toBe(true)
    expect(sparklineChange([5])).toBeUndefined()
    expect(describeSparkline([null, null])).toBe('no data')
  })
})
