import type { UserInfo } from '@/core/api/user'
import { isInternalEmail, trialOffered, userPlan } from '@/core/userPlan'
import type { Plan } from '@/core/plans'
import type { User } from '../repositories/usersRepository'

/** Issues a user's secured search key (search/protocol/registerSearch.ts). */
export type SearchKeyIssuer = (user: { uuid: string; plan: Plan }) => string

/**
 * The user as GET /v1/user/info shows it. Built field by field, never by spreading the row, so
 * the password hash (or a future secret column) cannot slip into a response.
 */
export function toUserInfo(
  user: User,
  now: number,
  internalDomain: string | undefined,
  searchKeyFor?: SearchKeyIssuer,
): UserInfo {
  return {
    uuid: user.uuid,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    countryCode: user.countryCode,
    plan: userPlan(user.products),
    products: user.products,
    addons: user.addons,
    // No per-user features exist yet; the list is part of the entity (app.md section 3).
    features: [],
    allowDownloads: user.allowDownloads,
    trial: user.trialExpiry !== null && user.trialExpiry > now,
    trialAvailable: trialOffered(user),
    trialExpiry: user.trialExpiry,
    emailVerified: user.emailVerifiedAt !== null,
    newsletter: user.newsletter,
    referral: user.referral,
    internal: isInternalEmail(user.email, internalDomain),
    searchAPIKey: searchKeyFor?.({ uuid: user.uuid, plan: userPlan(user.products) }) ?? null,
  }
}
