import { describe, expect, it } from 'vitest'
import { formatAxisTick, formatCompact, formatNumber, formatPercentChange } from './number'
import { missingValue } from './placeholder'

describe('formatNumber', () => {
  it('keeps at most 6 significant digits (the examples of issue 25)', () => {
    expect(formatNumber(102398.95373486)).toBe('102,399')
    expect(formatNumber(1.0041234)).toBe('1.00412')
    expect(formatNumber(0.000123456789)).toBe('0.000123457')
    expect(formatNumber(12345.678)).toBe('12,345.7')
    expect(formatNumber(0.123456789)).toBe('0.123457')
  })

  it('never drops integer digits', () => {
    expect(formatNumber(1234567890)).toBe('1,234,567,890')
    expect(formatNumber(1234567.89)).toBe('1,234,568')
    expect(formatNumber(-987654321.5)).toBe('-987,654,322')
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000')
  })

  it('groups en-US style and trims trailing zeros', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5')
    expect(formatNumber(2)).toBe('2')
    expect(formatNumber(0.1 + 0.2)).toBe('0.3')
    expect(formatNumber(1.5)).toBe('1.5')
  })

  it('carries a rounding over into the next digit', () => {
    expect(formatNumber(99999.95)).toBe('100,000')
    expect(formatNumber(0.9999999)).toBe('1')
    expect(formatNumber(9.9999996)).toBe('10')
  })

  it('keeps tiny values readable instead of rounding them to 0', () => {
    expect(formatNumber(0.00000001)).toBe('0.00000001')
    expect(formatNumber(0.000000001234567)).toBe('0.00000000123457')
    expect(formatNumber(1.23456789e-25)).toBe('0.000000000000000000000000123457')
  })

  it('formats negatives like positives and never shows negative zero', () => {
    expect(formatNumber(-1.5)).toBe('-1.5')
    expect(formatNumber(-102398.95)).toBe('-102,399')
    expect(formatNumber(-0.000123456789)).toBe('-0.000123457')
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(-0)).toBe('0')
  })

  it('honours fraction-digit options under the significant-digit cap, and clamps nonsense', () => {
    expect(formatNumber(1.23456, { maximumFractionDigits: 2 })).toBe('1.23')
    expect(formatNumber(1, { minimumFractionDigits: 2 })).toBe('1.00')
    expect(formatNumber(3456.789, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      '3,456.79',
    )
    // A table's cents still stop at 6 significant digits: all of them, or none.
    expect(formatNumber(102398.95, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      '102,399',
    )
    expect(formatNumber(91071.54, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      '91,072',
    )
    expect(formatNumber(1.5, { minimumFractionDigits: 4, maximumFractionDigits: 1 })).toBe('1.5')
    expect(formatNumber(1.5, { maximumFractionDigits: -3 })).toBe('2')
    expect(formatNumber(0.000000001, { maximumFractionDigits: 8 })).toBe('0')
  })

  it('shows the placeholder for missing and non-finite values', () => {
    for (const v of [NaN, Infinity, -Infinity, null, undefined]) {
      expect(formatNumber(v)).toBe(missingValue)
    }
  })
})

describe('formatAxisTick', () => {
  it.each([
    [1.25, 0.25, '1.25'],
    [0.3, 0.1, '0.3'],
    [2, 0.5, '2'],
    [0, 0.5, '0'],
    [500, 500, '500'],
    [101500, 500, '101.5K'],
    [101000, 1000, '101K'],
    [101050, 50, '101.05K'],
    // A compact unit that would need 3 fraction digits: the plain number.
    [101005, 5, '101,005'],
    [1000.5, 0.5, '1,000.5'],
    [2.5e9, 5e8, '2.5B'],
    [-1500, 500, '-1.5K'],
    [0.00002, 0.00001, '0.00002'],
    // Ticks are exact multiples, not rounded to 6 significant digits.
    [1234567.5, 0.5, '1,234,567.5'],
  ])('%d on a step of %d -> %s', (value, step, expected) => {
    expect(formatAxisTick(value, step)).toBe(expected)
  })

  it('writes each log tick with its own digits', () => {
    expect(formatAxisTick(70000)).toBe('70K')
    expect(formatAxisTick(102500)).toBe('102.5K')
    expect(formatAxisTick(0.05)).toBe('0.05')
    expect(formatAxisTick(2e12)).toBe('2T')
    expect(formatAxisTick(1)).toBe('1')
  })

  it('shows the placeholder for missing values', () => {
    expect(formatAxisTick(NaN, 1)).toBe(missingValue)
    expect(formatAxisTick(null)).toBe(missingValue)
  })
})

describe('formatCompact', () => {
  it.each([
    [1234, '1.23K'],
    [1000, '1K'],
    [1.5e6, '1.5M'],
    [1.5e9, '1.5B'],
    [2.1e12, '2.1T'],
    [-1234, '-1.23K'],
    [-2.5e9, '-2.5B'],
    [999_999, '1M'],
    [999_994, '999.99K'],
    [999_999_999, '1B'],
    [1.5e15, '1,500T'],
  ])('%d -> %s', (value, expected) => {
    expect(formatCompact(value)).toBe(expected)
  })

  it('writes magnitudes below 1000 as formatNumber does', () => {
    expect(formatCompact(999)).toBe('999')
    expect(formatCompact(12.345678)).toBe('12.3457')
    expect(formatCompact(-999.5)).toBe('-999.5')
    expect(formatCompact(0)).toBe('0')
  })

  it('shows the placeholder for missing values', () => {
    expect(formatCompact(NaN)).toBe(missingValue)
    expect(formatCompact(undefined)).toBe(missingValue)
  })
})

describe('formatPercentChange', () => {
  it('formats a ratio with an explicit sign', () => {
    expect(formatPercentChange(0.1234)).toBe('+12.34%')
    expect(formatPercentChange(-0.051)).toBe('-5.1%')
    expect(formatPercentChange(1.5)).toBe('+150%')
  })

  it('shows no sign for zero or a change that rounds to zero', () => {
    expect(formatPercentChange(0)).toBe('0%')
    expect(formatPercentChange(-0.00001)).toBe('0%')
  })

  it('switches to infinity beyond 999.9%', () => {
    expect(formatPercentChange(9.999)).toBe('+999.9%')
    expect(formatPercentChange(10)).toBe('+∞')
    expect(formatPercentChange(-10)).toBe('-∞')
    expect(formatPercentChange(Infinity)).toBe('+∞')
    expect(formatPercentChange(-Infinity)).toBe('-∞')
  })

  it('accepts a fraction-digit count', () => {
    expect(formatPercentChange(0.123456, 0)).toBe('+12%')
    expect(formatPercentChange(0.123456, 3)).toBe('+12.346%')
  })

  it('shows the placeholder for missing values', () => {
    expect(formatPercentChange(NaN)).toBe(missingValue)
    expect(formatPercentChange(null)).toBe(missingValue)
  })
})
