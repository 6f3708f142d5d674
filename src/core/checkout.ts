import { z } from 'zod'
import { priceFor, trialPlan, type PaidPlan } from './billingCatalog'
import { billingCycles, type BillingCycle } from './plans'

/*
 * The checkout as the app sees it, provider aside (app.md sections 2 and 7): what is bought, the
 * `checkout` query parameter that lets a checkout resume after sign-in, the thank-you address a
 * completed checkout lands on, and the analytics it reports.
 */

/** What a checkout buys: a plan on a cycle, maybe starting with the free trial. */
export interface Purchase {
  plan: PaidPlan
  cycle: BillingCycle
  trial: boolean
}

const checkoutParamValues = { trial: 'advanced-trial', pay: 'advanced' } as const

/**
 * The `checkout` query parameter for the Advanced checkout (the one self-serve purchase): the
 * pricing page opens that checkout when it finds the parameter and someone is signed in.
 */
export function checkoutParam(trial: boolean): string {
  return trial ? checkoutParamValues.trial : checkoutParamValues.pay
}

/** Reads `checkout`; anything but the two known values means no checkout. */
export function parseCheckoutParam(value: string | undefined): { trial: boolean } | undefined {
  if (value === checkoutParamValues.trial) return { trial: true }
  if (value === checkoutParamValues.pay) return { trial: false }
  return undefined
}

/** Where a guest returns after signing up to carry on with the checkout they chose. */
export function checkoutResumePath(cycle: BillingCycle, trial: boolean): string {
  return `/pricing?billingCycle=${cycle}&checkout=${checkoutParam(trial)}`
}

/**
 * The last segment of /thank-you/{…}: the plan's name, and for an Advanced upgrade
 * `advanced-{suffix}` where the suffix tells trial or paid and the cycle
 * (advanced-trial-yearly, advanced-monthly), so the page can say what started.
 */
export function thankYouSlug({ plan, cycle, trial }: Purchase): string {
  if (plan !== trialPlan) return plan
  return `${plan}-${trial ? 'trial-' : ''}${cycle}`
}

/** What a thank-you address names; the cycle is known only for Advanced upgrades. */
export interface ThankYouTarget {
  plan: PaidPlan
  trial: boolean
  cycle: BillingCycle | null
}

const cycleGroup = billingCycles.join('|')
const advancedSlug = new RegExp(`^${trialPlan}-(trial-)?(${cycleGroup})$`)

export const thankYouSlugSchema = z.union([
  z
    .enum(['standard', 'advanced', 'professional'])
    .transform((plan): ThankYouTarget => ({ plan, trial: false, cycle: null })),
  z
    .string()
    .regex(advancedSlug)
    .transform((slug): ThankYouTarget => {
      const [, trial, cycle] = advancedSlug.exec(slug) ?? []
      return { plan: trialPlan, trial: trial !== undefined, cycle: cycle as BillingCycle }
    }),
])

/** Undefined for anything the thank-you route does not know (it then goes to charts). */
export function parseThankYouSlug(slug: string): ThankYouTarget | undefined {
  const parsed = thankYouSlugSchema.safeParse(slug)
  return parsed.success ? parsed.data : undefined
}

/** The properties of the checkout analytics events (checkout_complete, trial_start). */
export interface CheckoutAnalytics {
  plan: PaidPlan
  cycle: BillingCycle
  trial: boolean
  /** Charged now, in major units (0 for a trial). */
  value: number
  /** What each renewal costs, in major units. */
  recurringValue: number
  currency: string
  transactionId: string | null
}

/**
 * Analytics of a completed checkout. The provider's totals win when it sent them; otherwise
 * the catalog says what was charged (nothing during a trial).
 */
export function checkoutAnalytics(
  purchase: Purchase,
  completed?: { transactionId?: string; total?: number; currency?: string },
): CheckoutAnalytics {
  const price = priceFor(purchase.plan, purchase.cycle)
  const recurringValue = price.amount / 100
  return {
    ...purchase,
    value: completed?.total ?? (purchase.trial ? 0 : recurringValue),
    recurringValue,
    currency: completed?.currency ?? price.currency,
    transactionId: completed?.transactionId ?? null,
  }
}
