import { describe, expect, it } from 'vitest'
import { planActivated, planBenefits } from './planBenefits'

describe('planActivated', () => {
  it('holds once the account has the bought plan or a higher one', () => {
    expect(planActivated('advanced', 'advanced')).toBe(true)
    expect(planActivated('professional', 'advanced')).toBe(true)
  })

  it('does not hold before the plan arrives', () => {
    expect(planActivated('standard', 'advanced')).toBe(false)
    expect(planActivated(undefined, 'advanced')).toBe(false)
  })
})

describe('planBenefits', () => {
  it('lists something for every paid plan', () => {
    for (const list of Object.values(planBenefits)) expect(list.length).toBeGreaterThan(0)
  })
})
