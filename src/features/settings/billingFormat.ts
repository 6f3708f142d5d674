import type { BillingInfo } from '@/core/api/payments'
import type { BillingCycle } from '@/core/plans'

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
