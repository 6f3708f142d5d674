import type { Product } from './api/user'
import type { BillingCycle } from './plans'

/**
 * What can be bought: one recurring price per paid plan and billing cycle. Amounts are integers
 * in cents, as the payment provider sends them. Advanced follows the pricing constants of the
 * product (99 a month, or 49 a month billed yearly: 588); Standard and Professional are chosen to
 * sit around it with the same yearly discount pattern (Professional yearly is 999 a month,
 * billed 11988). Price ids are the provider's ids; a deployment on real Paddle creates prices
 * with these ids' amounts and maps them here.
 */
export type PaidPlan = Extract<Product, 'standard' | 'advanced' | 'professional'>

export interface CatalogPrice {
  priceId: string
  plan: PaidPlan
  cycle: BillingCycle
  /** Charged once per cycle, in cents. */
  amount: number
  currency: 'USD'
  /** The amount per month shown on the pricing page, in cents. */
  perMonth: number
}

/** Free trial: 14 days that then renew into Advanced (monthly or yearly, as chosen). */
export const trialDays = 14
export const trialPlan: PaidPlan = 'advanced'

const price = (plan: PaidPlan, cycle: BillingCycle, perMonth: number): CatalogPrice => ({
  priceId: `pri_studio_${plan}_${cycle}`,
  plan,
  cycle,
  amount: cycle === 'monthly' ? perMonth : perMonth * 12,
  currency: 'USD',
  perMonth,
})

export const priceCatalog: readonly CatalogPrice[] = [
  price('standard', 'monthly', 29_00),
  price('standard', 'yearly', 19_00),
  price('advanced', 'monthly', 99_00),
  price('advanced', 'yearly', 49_00),
  price('professional', 'monthly', 1_299_00),
  price('professional', 'yearly', 999_00),
]

export function findPrice(priceId: string): CatalogPrice | undefined {
  return priceCatalog.find((p) => p.priceId === priceId)
}

export function priceFor(plan: PaidPlan, cycle: BillingCycle): CatalogPrice {
  const found = priceCatalog.find((p) => p.plan === plan && p.cycle === cycle)
  if (found === undefined) throw new Error(`No price for ${plan} ${cycle}`)
  return found
}

/** Whether the price may start with the free trial (only the trial plan's prices). */
export function offersTrial(priceId: string): boolean {
  return findPrice(priceId)?.plan === trialPlan
}

/** Paddle.js reports checkout totals in major units (99), webhooks in cents ("9900"). */
export const centsToMajor = (cents: number): number => cents / 100

/**
 * The payment provider's own price ids for catalog prices, by catalog price id (e.g.
 * `pri_studio_advanced_yearly` -> `pri_01h...`): a real Paddle account creates its own prices.
 * Public (Paddle.js opens checkouts with them); prices left out keep their catalog id.
 */
export type ProviderPriceIds = Readonly<Record<string, string>>

/** `{plan}_{cycle}`, the name a price goes by in configuration, e.g. `advanced_yearly`. */
export const catalogPriceKey = (p: CatalogPrice): string => `${p.plan}_${p.cycle}`

/** The catalog price configured as `{plan}_{cycle}`. */
export function findPriceByKey(key: string): CatalogPrice | undefined {
  return priceCatalog.find((p) => catalogPriceKey(p) === key)
}

/** The id to open the provider's checkout with for a catalog price. */
export function providerPriceId(catalogId: string, mapping: ProviderPriceIds): string {
  return Object.hasOwn(mapping, catalogId) ? (mapping[catalogId] ?? catalogId) : catalogId
}

/**
 * The catalog price a provider's price id stands for: a mapped provider id, else a catalog id
 * itself (the sandbox checkout, or prices created with our ids). Undefined: not ours.
 */
export function catalogPriceOf(
  providerId: string,
  mapping: ProviderPriceIds,
): CatalogPrice | undefined {
  const mapped = Object.entries(mapping).find(([, id]) => id === providerId)
  return findPrice(mapped === undefined ? providerId : mapped[0]) ?? findPrice(providerId)
}
