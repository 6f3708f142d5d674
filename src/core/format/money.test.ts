import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'

describe('formatMoney', () => {
  it('writes cents in the currency, en-US', () => {
    expect(formatMoney(58800, 'USD')).toBe('$588.00')
    expect(formatMoney(4999, 'USD')).toBe('$49.99')
    expect(formatMoney(123456789, 'EUR')).toBe('€1,234,567.89')
  })

  it('drops ".00" of a whole amount when asked, keeps real cents', () => {
    expect(formatMoney(4900, 'USD', { wholeWithoutCents: true })).toBe('$49')
    expect(formatMoney(4950, 'USD', { wholeWithoutCents: true })).toBe('$49.50')
  })

  it('still shows the amount for an unknown currency code', () => {
    expect(formatMoney(58800, 'usd1')).toBe('588.00 usd1')
  })
})
