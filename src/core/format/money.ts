import { formatNumber } from './number'

const currencyFormatters = new Map<string, Intl.NumberFormat>()

function currencyFormatter(currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`
  let formatter = currencyFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: 2,
    })
    currencyFormatters.set(key, formatter)
  }
  return formatter
}

/**
 * An amount in cents of `currency`, en-US: 58800 USD -> "$588.00". `wholeWithoutCents` drops
 * ".00" from a whole amount ("$49" on a price tag). An unknown currency code still shows the
 * amount: "588.00 XYZ".
 */
export function formatMoney(
  cents: number,
  currency: string,
  options: { wholeWithoutCents?: boolean } = {},
): string {
  const digits = options.wholeWithoutCents && cents % 100 === 0 ? 0 : 2
  try {
    return currencyFormatter(currency, digits).format(cents / 100)
  } catch {
    const amount = formatNumber(cents / 100, {
      minimumFractionDigits: digits,
      maximumFractionDigits: 2,
    })
    return `${amount} ${currency}`
  }
}
