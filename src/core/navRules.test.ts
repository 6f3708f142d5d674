import { describe, expect, it } from 'vitest'
import { showStartTrialButton, showUpgradeButton } from './navRules'
import { plans } from './plans'

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

  // A Professional account saw Start free trial: its user info said trialAvailable.
  it('never shows on a paid plan, whatever the user info says; Upgrade shows instead below Professional', () => {
    const base = { pathname: '/home', trialAvailable: true }
    for (const plan of ['advanced', 'professional', 'professional_ml'] as const) {
      expect(showStartTrialButton({ ...base, plan }), plan).toBe(false)
    }
    expect(showUpgradeButton({ ...base, plan: 'advanced' })).toBe(true)
    expect(showUpgradeButton({ ...base, plan: 'professional' })).toBe(false)
  })
})

describe('navbar buttons over every plan, trial state and page', () => {
  const rows = plans.flatMap((plan) =>
    [false, true].flatMap((trialAvailable) =>
      ['/home', '/pricing'].map((pathname) => ({ plan, trialAvailable, pathname })),
    ),
  )
  it.each(rows)('$plan, trialAvailable=$trialAvailable, $pathname', (ctx) => {
    // The trial is for the free plan only: a paid plan has had no use for it.
    const trialOpen = ctx.trialAvailable && ctx.plan === 'standard'
    const upgradeHidden =
      ctx.plan === 'guest' ||
      ctx.plan === 'professional' ||
      ctx.plan === 'professional_ml' ||
      trialOpen ||
      ctx.pathname === '/pricing'
    expect(showUpgradeButton(ctx)).toBe(!upgradeHidden)
    expect(showStartTrialButton(ctx)).toBe(ctx.plan === 'guest' || trialOpen)
    // Never both: a user is offered either the trial or the upgrade.
    expect(showUpgradeButton(ctx) && showStartTrialButton(ctx)).toBe(false)
  })
})
