import { trialDays, type CatalogPrice } from '@/core/billingCatalog'
import { formatMoney } from '@/core/format/money'
import { planLabel } from '@/core/plans'
import { appIconLink } from '../http/appIcon'

export const sandboxScriptPath = '/payments/v1/sandbox/checkout.js'
export const sandboxStylePath = '/payments/v1/sandbox/checkout.css'

/**
 * The sandbox checkout page. It carries no inline script or style (the CSP forbids both): the
 * price travels in data- attributes that checkout.js reads. Every interpolated value is escaped.
 */
export function sandboxCheckoutPage(
  price: CatalogPrice,
  options: { trial: boolean; signedIn: boolean },
): string {
  const amount = (cents: number) => formatMoney(cents, price.currency, { wholeWithoutCents: true })
  const cycle = price.cycle === 'yearly' ? 'year' : 'month'
  const summary = options.trial
    ? `${trialDays}-day free trial, then ${amount(price.amount)} per ${cycle}`
    : `${amount(price.amount)} per ${cycle}`
  const title = `Studio ${planLabel(price.plan)}`
  const body = options.signedIn
    ? `<form id="checkout" data-price-id="${escapeHtml(price.priceId)}" data-trial="${options.trial ? '1' : '0'}" novalidate>
      <label>Name on card <input name="name" autocomplete="cc-name" required></label>
      <label>Card number <input name="number" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242" required></label>
      <div class="row">
        <label>Expiry (MM/YY) <input name="expiry" autocomplete="cc-exp" placeholder="12/30" required></label>
        <label>CVC <input name="cvc" inputmode="numeric" autocomplete="cc-csc" value="123" required></label>
      </div>
      <p class="hint">Test card 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined. No money moves.</p>
      <p id="error" class="error" role="alert" hidden></p>
      <div class="actions">
        <button type="button" id="cancel" class="secondary">Cancel</button>
        <button type="submit" id="pay">${options.trial ? 'Start free trial' : 'Pay'}</button>
      </div>
    </form>
    <p id="done" class="done" role="status" hidden>Payment complete. You can close this window.</p>`
    : `<p class="error">Log in to Studio first, then open the checkout again.</p>`
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Checkout: ${escapeHtml(title)} (sandbox)</title>
    ${appIconLink}
    <link rel="stylesheet" href="${sandboxStylePath}">
    <script src="${sandboxScriptPath}" defer></script>
  </head>
  <body>
    <main>
      <p class="badge">Sandbox checkout</p>
      <h1>${escapeHtml(title)}</h1>
      <p class="price">${escapeHtml(summary)}</p>
      <p class="cycle">Billed ${price.cycle === 'yearly' ? 'yearly' : 'monthly'}</p>
      ${body}
    </main>
  </body>
</html>
`
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
