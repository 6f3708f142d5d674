import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatTooltipDate, toUnixSeconds } from './date'
import { missingValue } from './placeholder'

const jan31At1305 = 1706706300 // 2024-01-31T13:05:00Z

describe('toUnixSeconds', () => {
  it('keeps seconds and converts 13-digit milliseconds', () => {
    expect(toUnixSeconds(jan31At1305)).toBe(jan31At1305)
    expect(toUnixSeconds(jan31At1305 * 1000)).toBe(jan31At1305)
    expect(toUnixSeconds(jan31At1305 * 1000 + 999)).toBe(jan31At1305)
  })

  it('floors fractional seconds', () => {
    expect(toUnixSeconds(jan31At1305 + 0.9)).toBe(jan31At1305)
  })

  it('reads numeric strings and dates', () => {
    expect(toUnixSeconds(' 1706706300 ')).toBe(jan31At1305)
    expect(toUnixSeconds('1706706300000')).toBe(jan31At1305)
    expect(toUnixSeconds(new Date(jan31At1305 * 1000))).toBe(jan31At1305)
  })

  it('yields NaN for anything unreadable', () => {
    expect(toUnixSeconds('2024-01-31')).toBeNaN()
    expect(toUnixSeconds('')).toBeNaN()
    expect(toUnixSeconds(NaN)).toBeNaN()
    expect(toUnixSeconds(Infinity)).toBeNaN()
    expect(toUnixSeconds(new Date('nope'))).toBeNaN()
  })

  it('treats the largest 12-digit value as seconds', () => {
    expect(toUnixSeconds(999_999_999_999)).toBe(999_999_999_999)
  })
})

describe('formatDate / formatDateTime', () => {
  it('formats in UTC', () => {
    expect(formatDate(jan31At1305)).toBe('2024-01-31')
    expect(formatDateTime(jan31At1305)).toBe('2024-01-31 13:05')
    expect(formatDateTime(0)).toBe('1970-01-01 00:00')
  })

  it('accepts milliseconds', () => {
    expect(formatDate(jan31At1305 * 1000)).toBe('2024-01-31')
  })

  it('shows the placeholder for invalid or unrepresentable dates', () => {
    expect(formatDate(NaN)).toBe(missingValue)
    expect(formatDateTime('soon')).toBe(missingValue)
    // Year 10000 and beyond would be printed as "+010000-..."
    expect(formatDate(300_000_000_000)).toBe(missingValue)
    expect(formatDate(9e15)).toBe(missingValue)
  })
})

describe('formatTooltipDate', () => {
  it('adds hour and minute only for 10m and 1h data', () => {
    expect(formatTooltipDate(jan31At1305, '10m')).toBe('2024-01-31 13:05')
    expect(formatTooltipDate(jan31At1305, '1h')).toBe('2024-01-31 13:05')
    expect(formatTooltipDate(jan31At1305, '24h')).toBe('2024-01-31')
    expect(formatTooltipDate(jan31At1305, '1w')).toBe('2024-01-31')
    expect(formatTooltipDate(jan31At1305, '1month')).toBe('2024-01-31')
    expect(formatTooltipDate(jan31At1305)).toBe('2024-01-31')
  })
})
