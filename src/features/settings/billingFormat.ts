import type { BillingInfo } from '@/core/api/payments'
import type { BillingCycle } from '@/core/plans'

/** Cents in the given currency: 58800 USD -> "$588.00". */
export function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100)
  } catch {
    // An unknown currency code: still show the amount.
    return `${(cents / 100).toFixed(2)} ${currency}`
  }
}

export const cycleLabels: Record<BillingCycle, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
}

const brandLabels: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners_club: 'Diners Club',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
}

/** "Visa ending in 4242, expires 12/30", "PayPal", or null when nothing is on file. */
export function paymentMethodLabel(billing: Pick<BillingInfo, 'card' | 'paymentMethod'>) {
  if (billing.paymentMethod === 'paypal') return 'PayPal'
  if (billing.card === null) return null
  const { brand, last4, expiry } = billing.card
  const name = brandLabels[brand.toLowerCase()] ?? brand
  return `${name} ending in ${last4}, expires ${expiry}`
}
