import { z } from 'zod'
import { productSchema, type Product } from '@/core/api/user'
import { isUpgraded, planLabel } from '@/core/plans'
import type { UsersRepository } from '../repositories/usersRepository'

export const userPlanUsage = `Usage: npm run user:plan -- EMAIL PLAN

  EMAIL  the account's email address
  PLAN   one of ${productSchema.options.join(', ')}`

/** The command line of `npm run user:plan`; a wrong one throws its problem and the usage. */
export function parseUserPlanArgs(argv: readonly string[]): { email: string; plan: Product } {
  const fail = (problem: string) => new Error(`${problem}\n\n${userPlanUsage}`)
  const [email, plan, ...rest] = argv
  if (email === undefined || plan === undefined || rest.length > 0) {
    throw fail('EMAIL and PLAN are required, and nothing else')
  }
  if (!z.email().safeParse(email).success) throw fail(`EMAIL is not an email address: ${email}`)
  const product = productSchema.safeParse(plan)
  if (!product.success) throw fail(`PLAN must be one of ${productSchema.options.join(', ')}`)
  return { email, plan: product.data }
}

/**
 * Gives the account with that email a plan by hand, for what is sold outside the checkout
 * (Professional goes through sales): the plan first, Standard underneath, add-ons kept. A paid
 * plan ends the free trial offer for good, as a first subscription does (the trial is for
 * accounts that never had one). Returns the line to print.
 */
export async function setUserPlan(
  users: UsersRepository,
  email: string,
  plan: Product,
): Promise<string> {
  const user = await users.findByEmail(email)
  if (user === undefined) throw new Error(`No account has the email ${email}`)
  const products: Product[] = plan === 'standard' ? ['standard'] : [plan, 'standard']
  await users.setEntitlements(user.uuid, {
    products,
    addons: user.addons,
    allowDownloads: user.allowDownloads,
    trialAvailable: user.trialAvailable && !isUpgraded(plan),
    trialExpiry: user.trialExpiry,
  })
  return `${user.email} now holds the ${planLabel(plan)} plan (products: ${products.join(', ')})`
}
