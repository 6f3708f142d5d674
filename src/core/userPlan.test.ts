import { describe, expect, it } from 'vitest'
import { isInternalEmail, signedInPlan, trialOffered, userPlan } from './userPlan'

describe('userPlan', () => {
  it('is the first product, guest when there is none', () => {
    expect(userPlan([])).toBe('guest')
    expect(userPlan(['advanced'])).toBe('advanced')
    expect(userPlan(['standard', 'professional'])).toBe('standard')
  })
})

describe('signedInPlan', () => {
  it('puts a signed-in account without products on Standard', () => {
    expect(signedInPlan('guest')).toBe('standard')
    expect(signedInPlan('advanced')).toBe('advanced')
    expect(signedInPlan('professional_ml')).toBe('professional_ml')
  })

  it('keeps nobody signed in a guest', () => {
    expect(signedInPlan(undefined)).toBe('guest')
  })
})

describe('isInternalEmail', () => {
  it('matches the whole domain after the @, in any case', () => {
    expect(isInternalEmail('ann@example.com', 'example.com')).toBe(true)
    expect(isInternalEmail('Ann@Example.COM', 'example.com')).toBe(true)
    expect(isInternalEmail('ann@notexample.com', 'example.com')).toBe(false)
    expect(isInternalEmail('ann@example.com', undefined)).toBe(false)
  })
})

describe('trialOffered', () => {
  const fresh = { products: ['standard'] as const, trialAvailable: true, trialExpiry: null }
  it('offers the trial to an account that never had a paid plan or a trial', () => {
    expect(trialOffered(fresh)).toBe(true)
    expect(trialOffered({ ...fresh, products: [] })).toBe(true)
  })

  it('offers none to an account holding a paid plan, however it was given', () => {
    for (const plan of ['advanced', 'professional', 'professional_ml'] as const) {
      expect(trialOffered({ ...fresh, products: [plan, 'standard'] }), plan).toBe(false)
      expect(trialOffered({ ...fresh, products: ['standard', plan] }), plan).toBe(false)
    }
  })

  it('offers none once billing took it away or a trial is on record', () => {
    expect(trialOffered({ ...fresh, trialAvailable: false })).toBe(false)
    expect(trialOffered({ ...fresh, trialExpiry: Date.UTC(2025, 0, 1) })).toBe(false)
  })
})
