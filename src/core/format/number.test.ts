import { describe, expect, it } from 'vitest'
import { formatCompact, formatNumber, formatPercentChange } from './number'
import { missingValue } from './placeholder'

describe('formatNumber', () => {
  it('groups en-US style and trims trailing zeros', () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5')
    expect(formatNumber(2)).toBe('2')
    expect(formatNumber(0.1 + 0.2)).toBe('0.3')
  })

  it('keeps up to 8 fraction digits', () => {
    expect(formatNumber(0.123456789)).toBe('0.12345679')
    expect(formatNumber(0.00000001)).toBe('0.00000001')
    expect(formatNumber(0.000000001)).toBe('0')
  })

  it('never shows negative zero', () => {
    expect(formatNumber(-0)).toBe('0')
    expect(formatNumber(-0.000000001)).toBe('0')
    expect(formatNumber(-1.5)).toBe('-1.5')
  })

  it('honours fraction-digit options and clamps nonsense', () => {
    expect(formatNumber(1.23456, { maximumFractionDigits: 2 })).toBe('1.23')
    expect(formatNumber(1, { minimumFractionDigits: 2 })).toBe('1.00')
    expect(formatNumber(1.5, { minimumFractionDigits: 4, maximumFractionDigits: 1 })).toBe('1.5')
    expect(formatNumber(1.5, { maximumFractionDigits: -3 })).toBe('2')
  })

  it('shows the placeholder for missing and non-finite values', () => {
    for (const v of [NaN, Infinity, -Infinity, null, undefined]) {
      expect(formatNumber(v)).toBe(missingValue)
    }
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

  it('leaves magnitudes below 1000 unchanged', () => {
    expect(formatCompact(999)).toBe('999')
    expect(formatCompact(12.345678)).toBe('12.345678')
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
