import { isUpgraded, type Plan } from './plans'

/**
 * The plan of a user: the first of their products, guest if none (app.md section 3). Products
 * are kept in the order billing granted them, the current subscription first.
 */
export function userPlan(products: readonly Plan[]): Plan {
  return products[0] ?? 'guest'
}

/**
 * The plan the app offers upgrades from. The server reports `guest` for a signed-in account
 * without products (the rule above), but guest means not signed in (app.md section 1): such an
 * account is on the free Standard plan, the one whose pricing buttons are Upgrade and
 * Try for free*. Signed out (no user) stays guest.
 */
export function signedInPlan(plan: Plan | undefined): Plan {
  if (plan === undefined) return 'guest'
  return plan === 'guest' ? 'standard' : plan
}

/**
 * Whether an email belongs to the operator's internal domain (`example.com` matches
 * `ann@example.com`, not `ann@notexample.com`). No domain configured: nobody is internal.
 */
export function isInternalEmail(email: string, internalDomain: string | undefined): boolean {
  if (internalDomain === undefined || internalDomain === '') return false
  return email.toLowerCase().endsWith(`@${internalDomain.toLowerCase()}`)
}

/**
 * Whether the free trial is offered (app.md section 4): only to an account that has never had a
 * paid plan or a trial. `trialAvailable` is what was stored (billing turns it off at the first
 * subscription, `npm run user:plan` when it gives a paid plan); a paid plan held now, however it
 * was given, or a trial on record rules the trial out all the same.
 */
export function trialOffered(account: {
  products: readonly Plan[]
  trialAvailable: boolean
  trialExpiry: number | null
}): boolean {
  return (
    account.trialAvailable && account.trialExpiry === null && !account.products.some(isUpgraded)
  )
}
