import { describe, expect, it } from 'vitest'
import { billingCycles, plans, type BillingCycle, type Plan } from './plans'
import {
  cardPrice,
  checkoutToResume,
  pricingAction,
  pricingCardInfo,
  pricingCards,
  pricingLabels as l,
  trialNote,
  type PricingAction,
  type PricingCard,
} from './pricing'

type Expected = Record<PricingCard, PricingAction>

const none: PricingAction = { kind: 'none', label: '', payNowLink: false }
const current: PricingAction = { kind: 'current', label: l.currentPlan, payNowLink: false }
const contact: PricingAction = { kind: 'contact', label: l.contactSales, payNowLink: false }
const choosePlan: PricingAction = { kind: 'billing', label: l.choosePlan, payNowLink: false }

/**
 * The whole matrix of app.md section 4, written out row by row: every plan, with and without a
 * trial, on both cycles, with and without the coupon campaign.
 */
function expectedRow(
  plan: Plan,
  trialAvailable: boolean,
  cycle: BillingCycle,
  coupon: boolean,
): Expected {
  switch (plan) {
    case 'guest':
      return {
        standard: { kind: 'signup', label: l.startForFree, payNowLink: false },
        advanced: { kind: 'signup', label: l.signUp, payNowLink: false },
        professional: contact,
      }
    case 'standard': {
      const advanced: PricingAction = !trialAvailable
        ? { kind: 'checkout', label: l.upgrade, billingCycle: cycle, payNowLink: false }
        : coupon
          ? { kind: 'trial', label: l.removeCodeForTrial, billingCycle: cycle, payNowLink: false }
          : { kind: 'trial', label: l.tryForFree, billingCycle: cycle, payNowLink: true }
      return { standard: current, advanced, professional: contact }
    }
    case 'advanced':
      return { standard: none, advanced: current, professional: contact }
    case 'professional':
    case 'professional_ml':
      return { standard: choosePlan, advanced: choosePlan, professional: current }
  }
}

const rows = plans.flatMap((plan) =>
  [false, true].flatMap((trialAvailable) =>
    billingCycles.flatMap((cycle) =>
      [false, true].map((coupon) => ({ plan, trialAvailable, cycle, coupon })),
    ),
  ),
)

describe('pricingAction', () => {
  it('covers every plan × trial × cycle × coupon row', () => {
    expect(rows).toHaveLength(plans.length * 8)
  })

  it.each(rows)(
    '$plan, trialAvailable=$trialAvailable, $cycle, coupon=$coupon',
    ({ plan, trialAvailable, cycle, coupon }) => {
      const viewer = { plan, trialAvailable, couponCampaign: coupon }
      const actual = Object.fromEntries(
        pricingCards.map((card) => [card, pricingAction(viewer, card, cycle)]),
      )
      expect(actual).toEqual(expectedRow(plan, trialAvailable, cycle, coupon))
    },
  )

  it('offers the pay-now link only beside the plain trial button', () => {
    const withLink = rows.flatMap(({ plan, trialAvailable, cycle, coupon }) =>
      pricingCards
        .map((card) => pricingAction({ plan, trialAvailable, couponCampaign: coupon }, card, cycle))
        .filter((action) => action.payNowLink),
    )
    expect(new Set(withLink.map((action) => action.label))).toEqual(new Set([l.tryForFree]))
    expect(withLink.every((action) => action.kind === 'trial')).toBe(true)
  })

  it('starts a trial only when one is available', () => {
    for (const { plan, cycle, coupon } of rows) {
      for (const card of pricingCards) {
        const action = pricingAction(
          { plan, trialAvailable: false, couponCampaign: coupon },
          card,
          cycle,
        )
        expect(action.kind).not.toBe('trial')
      }
    }
  })

  it('sends checkout and trial for the chosen cycle', () => {
    const viewer = { plan: 'standard' as const, trialAvailable: true, couponCampaign: false }
    expect(pricingAction(viewer, 'advanced', 'monthly').billingCycle).toBe('monthly')
    expect(pricingAction(viewer, 'advanced', 'yearly').billingCycle).toBe('yearly')
    const paying = { ...viewer, trialAvailable: false }
    expect(pricingAction(paying, 'advanced', 'monthly')).toMatchObject({
      kind: 'checkout',
      billingCycle: 'monthly',
    })
  })
})

describe('plan cards', () => {
  it('names Standard, Advanced and Professional, each with a description', () => {
    expect(pricingCards.map((card) => pricingCardInfo[card].name)).toEqual([
      'Standard',
      'Advanced',
      'Professional',
    ])
    for (const card of pricingCards) expect(pricingCardInfo[card].description).not.toBe('')
  })

  it('prices Advanced at 99 monthly or 49 a month billed yearly', () => {
    expect(cardPrice('advanced', 'monthly')).toBe('$99/mo')
    expect(cardPrice('advanced', 'yearly')).toBe('$49/mo, billed yearly')
    expect(cardPrice('standard', 'yearly')).toBe('Free')
    expect(cardPrice('professional', 'monthly')).toBe('Custom')
  })
})

describe('trialNote', () => {
  it('explains the 14-day trial and what it renews into on each cycle', () => {
    expect(trialNote('yearly')).toMatch(
      /^\*14-day free trial.*Advanced at \$49 a month, billed yearly/,
    )
    expect(trialNote('monthly')).toMatch(/Advanced at \$99 a month\./)
  })
})

describe('checkoutToResume', () => {
  const standard = { plan: 'standard', trialAvailable: true, couponCampaign: false } as const

  it('resumes what the Advanced card offers', () => {
    expect(checkoutToResume(standard, { trial: true }, 'monthly')).toEqual({
      billingCycle: 'monthly',
      trial: true,
    })
    expect(checkoutToResume(standard, { trial: false }, 'yearly')).toEqual({
      billingCycle: 'yearly',
      trial: false,
    })
  })

  it('turns a trial into the paid checkout once the trial was used', () => {
    expect(
      checkoutToResume({ ...standard, trialAvailable: false }, { trial: true }, 'yearly'),
    ).toEqual({ billingCycle: 'yearly', trial: false })
  })

  it('resumes nothing for guests, upgraded users or no parameter', () => {
    expect(checkoutToResume({ ...standard, plan: 'guest' }, { trial: true }, 'yearly')).toBe(
      undefined,
    )
    expect(checkoutToResume({ ...standard, plan: 'advanced' }, { trial: false }, 'yearly')).toBe(
      undefined,
    )
    expect(checkoutToResume(standard, undefined, 'yearly')).toBeUndefined()
  })
})
