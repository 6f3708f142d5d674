import { describe, expect, it } from 'vitest'
import {
  billingCycleSchema,
  billingCycles,
  defaultBillingCycle,
  isAuthenticated,
  isGuest,
  isUpgraded,
  lowestPlan,
  meetsPlan,
  planLabel,
  planRank,
  plans,
} from './plans'

describe('plan order', () => {
  it('ranks plans ascending', () => {
    expect(plans.map(planRank)).toEqual([0, 1, 2, 3, 4])
    expect(planRank('professional_ml')).toBeGreaterThan(planRank('professional'))
  })

  it('meetsPlan compares against a required plan', () => {
    expect(meetsPlan('advanced', 'standard')).toBe(true)
    expect(meetsPlan('advanced', 'advanced')).toBe(true)
    expect(meetsPlan('standard', 'advanced')).toBe(false)
    expect(meetsPlan('guest', 'standard')).toBe(false)
  })

  it('lowestPlan picks the minimum required regardless of list order', () => {
    expect(lowestPlan(['professional', 'advanced', 'professional_ml'])).toBe('advanced')
    expect(lowestPlan(['professional_ml'])).toBe('professional_ml')
    expect(lowestPlan(['standard', 'guest'])).toBe('guest')
    expect(lowestPlan([])).toBeUndefined()
  })
})

describe('plan predicates', () => {
  it('guest is the only unauthenticated plan', () => {
    expect(plans.filter(isGuest)).toEqual(['guest'])
    expect(plans.filter(isAuthenticated)).toEqual([
      'standard',
      'advanced',
      'professional',
      'professional_ml',
    ])
  })

  it('advanced and professional plans count as upgraded', () => {
    expect(plans.filter(isUpgraded)).toEqual(['advanced', 'professional', 'professional_ml'])
  })
})

describe('planLabel', () => {
  it('labels every plan', () => {
    expect(plans.map(planLabel)).toEqual([
      'Guest',
      'Standard',
      'Advanced',
      'Professional',
      'Professional ML',
    ])
  })
})

describe('billing cycles', () => {
  it('offers monthly and yearly with yearly preselected', () => {
    expect(billingCycles).toEqual(['monthly', 'yearly'])
    expect(defaultBillingCycle).toBe('yearly')
    expect(billingCycleSchema.safeParse('weekly').success).toBe(false)
  })
})
