import { freeTrialDays, pricing } from './constants'
import type { BillingCycle, Plan } from './plans'

/**
 * The pricing page (app.md sections 2, 4 and 9): the plan cards, their prices and which button
 * each card shows for the person looking at it. Pure, so every row of the matrix is testable.
 */

export const pricingCards = ['standard', 'advanced', 'professional'] as const
export type PricingCard = (typeof pricingCards)[number]

export interface PricingCardInfo {
  name: string
  description: string
}

export const pricingCardInfo: Record<PricingCard, PricingCardInfo> = {
  standard: {
    name: 'Standard',
    description: 'Fundamental network and market metrics for retail.',
  },
  advanced: {
    name: 'Advanced',
    description: 'Up-to-date on-chain indicators and futures data for traders.',
  },
  professional: {
    name: 'Professional',
    description: 'The most advanced features for organizations.',
  },
}

/** Advanced is the one self-serve paid plan; Standard is free and Professional is sold by sales. */
export function cardPrice(card: PricingCard, cycle: BillingCycle): string {
  if (card === 'standard') return 'Free'
  if (card === 'professional') return 'Custom'
  return cycle === 'yearly'
    ? `$${pricing.yearlyPerMonth}/mo, billed yearly`
    : `$${pricing.monthly}/mo`
}

/**
 * What pressing a card's button does:
 * - signup: create an account (guests), then come back here;
 * - trial: start the free trial of Advanced, which renews into the chosen cycle;
 * - checkout: pay for Advanced now on the chosen cycle;
 * - contact: open the Contact Sales form;
 * - billing: go to billing settings (professional users change plans there);
 * - current: the plan the user has, shown as a disabled button;
 * - none: no button (a downgrade from the pricing page is not offered).
 */
export type PricingActionKind =
  'signup' | 'trial' | 'checkout' | 'contact' | 'billing' | 'current' | 'none'

export interface PricingAction {
  kind: PricingActionKind
  /** Empty for `none`. */
  label: string
  /** Checkout and trial are for this cycle; the trial renews into it. */
  billingCycle?: BillingCycle
  /** The "pay now" link beside a trial button, which skips the trial and opens checkout. */
  payNowLink: boolean
}

export interface PricingViewer {
  plan: Plan
  trialAvailable: boolean
  /** The coupon campaign feature flag: checkout carries a discount code. */
  couponCampaign: boolean
}

export const pricingLabels = {
  startForFree: 'Start for free',
  signUp: 'Sign up',
  contactSales: 'Contact sales',
  currentPlan: 'Current Plan',
  tryForFree: 'Try for free*',
  removeCodeForTrial: 'Remove code and activate free trial',
  upgrade: 'Upgrade',
  choosePlan: 'Choose Plan',
  payNow: 'Skip the trial and pay now',
} as const

const l = pricingLabels

const noAction: PricingAction = { kind: 'none', label: '', payNowLink: false }
const current: PricingAction = { kind: 'current', label: l.currentPlan, payNowLink: false }
const contact: PricingAction = { kind: 'contact', label: l.contactSales, payNowLink: false }

function isProfessional(plan: Plan): boolean {
  return plan === 'professional' || plan === 'professional_ml'
}

/**
 * The Advanced card for a standard user (app.md section 4): the trial while one is available,
 * else checkout. During a coupon campaign checkout carries the code, so taking the trial means
 * giving the code up, and the button says so; otherwise the trial button comes with a pay-now
 * link for those who want to skip the trial.
 */
function advancedOffer(viewer: PricingViewer, billingCycle: BillingCycle): PricingAction {
  if (!viewer.trialAvailable) {
    return { kind: 'checkout', label: l.upgrade, billingCycle, payNowLink: false }
  }
  return viewer.couponCampaign
    ? { kind: 'trial', label: l.removeCodeForTrial, billingCycle, payNowLink: false }
    : { kind: 'trial', label: l.tryForFree, billingCycle, payNowLink: true }
}

/**
 * The button of one plan card (app.md section 4): a logged-out visitor sees Start for free or
 * Sign up; a standard user Upgrade or Try for free*; an advanced user Current Plan; a
 * professional user Choose Plan, which leads to billing settings. Professional is sold by the
 * sales team to everyone below it.
 */
export function pricingAction(
  viewer: PricingViewer,
  card: PricingCard,
  billingCycle: BillingCycle,
): PricingAction {
  if (card === 'professional' && !isProfessional(viewer.plan)) return contact
  switch (viewer.plan) {
    case 'guest':
      return {
        kind: 'signup',
        label: card === 'standard' ? l.startForFree : l.signUp,
        payNowLink: false,
      }
    case 'standard':
      return card === 'standard' ? current : advancedOffer(viewer, billingCycle)
    case 'advanced':
      return card === 'advanced' ? current : noAction
    case 'professional':
    case 'professional_ml':
      return card === 'professional'
        ? current
        : { kind: 'billing', label: l.choosePlan, payNowLink: false }
  }
}

/** The asterisk of Try for free*: how long the trial lasts and what it renews into. */
export function trialNote(billingCycle: BillingCycle): string {
  const renewal =
    billingCycle === 'yearly'
      ? `$${pricing.yearlyPerMonth} a month, billed yearly`
      : `$${pricing.monthly} a month`
  return `*${freeTrialDays}-day free trial, then renews automatically into Advanced at ${renewal}. Cancel any time before it ends.`
}

/**
 * The checkout a `checkout` query parameter may resume for this viewer on this cycle: only what
 * the Advanced card would offer them. A trial asked for after the trial was used becomes the
 * paid checkout; someone with no Advanced offer (a guest, or already upgraded) gets none.
 */
export function checkoutToResume(
  viewer: PricingViewer,
  wanted: { trial: boolean } | undefined,
  billingCycle: BillingCycle,
): { billingCycle: BillingCycle; trial: boolean } | undefined {
  if (wanted === undefined) return undefined
  const offer = pricingAction(viewer, 'advanced', billingCycle)
  if (offer.kind === 'trial') return { billingCycle, trial: wanted.trial }
  if (offer.kind === 'checkout') return { billingCycle, trial: false }
  return undefined
}
