import { describe, expect, it } from 'vitest'
import {
  checkoutAnalytics,
  checkoutParam,
  checkoutResumePath,
  parseCheckoutParam,
  parseThankYouSlug,
  thankYouSlug,
} from './checkout'
import { billingCycles } from './plans'

describe('checkout parameter', () => {
  it('round-trips trial and pay-now', () => {
    expect(parseCheckoutParam(checkoutParam(true))).toEqual({ trial: true })
    expect(parseCheckoutParam(checkoutParam(false))).toEqual({ trial: false })
  })

  it('ignores anything else', () => {
    for (const value of [undefined, '', 'professional', 'advanced-trial-yearly', 'ADVANCED']) {
      expect(parseCheckoutParam(value)).toBeUndefined()
    }
  })

  it('builds the path a guest returns to after signing up', () => {
    expect(checkoutResumePath('monthly', true)).toBe(
      '/pricing?billingCycle=monthly&checkout=advanced-trial',
    )
  })
})

describe('thank-you slug', () => {
  it('tells trial or paid and the cycle for Advanced', () => {
    expect(thankYouSlug({ plan: 'advanced', cycle: 'yearly', trial: true })).toBe(
      'advanced-trial-yearly',
    )
    expect(thankYouSlug({ plan: 'advanced', cycle: 'monthly', trial: false })).toBe(
      'advanced-monthly',
    )
    expect(thankYouSlug({ plan: 'professional', cycle: 'yearly', trial: false })).toBe(
      'professional',
    )
  })

  it('parses back every slug it builds', () => {
    for (const cycle of billingCycles) {
      for (const trial of [true, false]) {
        const slug = thankYouSlug({ plan: 'advanced', cycle, trial })
        expect(parseThankYouSlug(slug)).toEqual({ plan: 'advanced', cycle, trial })
      }
    }
  })

  it('accepts a bare plan name without a cycle', () => {
    expect(parseThankYouSlug('advanced')).toEqual({ plan: 'advanced', trial: false, cycle: null })
    expect(parseThankYouSlug('standard')).toEqual({ plan: 'standard', trial: false, cycle: null })
  })

  it('rejects unknown values', () => {
    for (const slug of [
      '',
      'guest',
      'professional_ml',
      'advanced-weekly',
      'advanced-trial',
      'professional-yearly',
      'advanced-yearly-extra',
      'Advanced-yearly',
    ]) {
      expect(parseThankYouSlug(slug)).toBeUndefined()
    }
  })
})

describe('checkoutAnalytics', () => {
  it('takes the provider totals when given', () => {
    expect(
      checkoutAnalytics(
        { plan: 'advanced', cycle: 'monthly', trial: false },
        { transactionId: 'txn_1', total: 99, currency: 'USD' },
      ),
    ).toEqual({
      plan: 'advanced',
      cycle: 'monthly',
      trial: false,
      value: 99,
      recurringValue: 99,
      currency: 'USD',
      transactionId: 'txn_1',
    })
  })

  it('falls back to the catalog: nothing charged during a trial, the yearly amount otherwise', () => {
    expect(checkoutAnalytics({ plan: 'advanced', cycle: 'yearly', trial: true })).toMatchObject({
      value: 0,
      recurringValue: 588,
      transactionId: null,
    })
    expect(checkoutAnalytics({ plan: 'advanced', cycle: 'yearly', trial: false })).toMatchObject({
      value: 588,
    })
  })
})
