import { describe, expect, it } from 'vitest'
import { parseDatetime } from './datetime'

describe('parseDatetime', () => {
  it('reads "YYYY-MM-DD HH:mm:ss" as UTC unix seconds', () => {
    expect(parseDatetime('2024-01-01 00:00:00')).toBe(1704067200)
    expect(parseDatetime('2024-02-29 23:59:59')).toBe(Date.UTC(2024, 1, 29, 23, 59, 59) / 1000)
    expect(parseDatetime('1970-01-01 00:00:01')).toBe(1)
    expect(parseDatetime('0050-06-01 00:00:00')).toBe(
      new Date('0050-06-01T00:00:00Z').getTime() / 1000,
    )
  })

  it.each([
    '2024-01-01',
    '2024',
    '2024-01-01T00:00:00',
    '2024-01-01 00:00',
    '2024-01-01 00:00:00Z',
    ' 2024-01-01 00:00:00',
    '2024-1-01 00:00:00',
    '01/01/2024 00:00:00',
    '2023-02-29 00:00:00',
    '2024-13-01 00:00:00',
    '2024-04-31 00:00:00',
    '2024-01-01 24:00:00',
    '2024-01-01 00:60:00',
    '2024-01-01 00:00:60',
    '',
  ])('refuses %j', (text) => {
    expect(parseDatetime(text)).toBeNull()
  })
})
