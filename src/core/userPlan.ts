import type { Plan } from './plans'

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
