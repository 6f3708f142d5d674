import { describe, expect, it } from 'vitest'
import { showStartTrialButton, showUpgradeButton } from './navRules'

describe('showUpgradeButton', () => {
  const base = { trialAvailable: false, pathname: '/home' }
  it('shows for standard and advanced users without a trial', () => {
    expect(showUpgradeButton({ ...base, plan: 'standard' })).toBe(true)
    expect(showUpgradeButton({ ...base, plan: 'advanced' })).toBe(true)
  })
  it('hides for professional plans', () => {
    expect(showUpgradeButton({ ...base, plan: 'professional' })).toBe(false)
    expect(showUpgradeButton({ ...base, plan: 'professional_ml' })).toBe(false)
  })
  it('hides while a trial is available and on the pricing page', () => {
    expect(showUpgradeButton({ ...base, plan: 'standard', trialAvailable: true })).toBe(false)
    expect(showUpgradeButton({ ...base, plan: 'standard', pathname: '/pricing' })).toBe(false)
  })
  it('hides for guests, who are offered the trial instead', () => {
    expect(showUpgradeButton({ ...base, plan: 'guest' })).toBe(false)
    expect(showStartTrialButton({ ...base, plan: 'guest' })).toBe(true)
  })
})

describe('showStartTrialButton', () => {
  it('shows only while a trial is available for signed-in users', () => {
    const base = { pathname: '/home' }
    expect(showStartTrialButton({ ...base, plan: 'standard', trialAvailable: true })).toBe(true)
    expect(showStartTrialButton({ ...base, plan: 'standard', trialAvailable: false })).toBe(false)
  })
})
