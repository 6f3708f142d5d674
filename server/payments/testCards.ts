import type { SandboxPurchase } from './sandboxEvents'

/** The sandbox's one card that always fails, like the providers' published decline cards. */
export const declinedTestCard = '4000000000000002'

export type TestCardResult =
  { ok: true; card: SandboxPurchase['card'] } | { ok: false; status: 400 | 402; message: string }

/**
 * Checks a sandbox card the way a checkout form would: digits that pass the Luhn check and an
 * expiry not in the past. Only brand, last four digits and expiry are kept; the number itself
 * goes nowhere.
 */
export function checkTestCard(number: string, expiry: string, now: number): TestCardResult {
  const digits = number.replaceAll(' ', '')
  if (!luhnValid(digits)) return { ok: false, status: 400, message: 'Card number is invalid' }
  const [month = 0, year = 0] = expiry.split('/').map(Number)
  const today = new Date(now)
  const expiryYear = 2000 + year
  const expired =
    expiryYear < today.getUTCFullYear() ||
    (expiryYear === today.getUTCFullYear() && month < today.getUTCMonth() + 1)
  if (expired) return { ok: false, status: 400, message: 'Card has expired' }
  if (digits === declinedTestCard) {
    return { ok: false, status: 402, message: 'The card was declined' }
  }
  return {
    ok: true,
    card: { brand: brandOf(digits), last4: digits.slice(-4), expiryMonth: month, expiryYear },
  }
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'american_express'
  return 'card'
}

function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}
