import { describe, expect, it } from 'vitest'
import { isInternalEmail, signedInPlan, userPlan } from './userPlan'

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
