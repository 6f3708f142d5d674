import { randomBytes, timingSafeEqual } from 'node:crypto'
import { publicVisibility, userVisibility } from '@/core/api/search'
import type { Plan } from '@/core/plans'
import type { SettingsRepository } from '../../repositories/settingsRepository'
import { generateSecuredKey, verifySecuredKey, type SecuredKeyRestrictions } from './securedKeys'

/*
 * The keys of the embedded search service (docs/search.md, "Keys"), generated once and kept in
 * the settings table so every instance accepts every key:
 * - the search-only key, public (client config): guests search public records with it;
 * - the parent of secured keys, never sent anywhere: each signed-in user gets a secured key
 *   derived from it, restricted to public records and their own, valid for a day.
 * They must differ: anyone holding a parent key can mint secured keys with any restriction.
 */

const searchKeySetting = 'search_api_key'
const parentKeySetting = 'search_secured_key_parent'

/** How long a user's secured key is valid; user info issues a fresh one on every read. */
export const securedKeyLifetimeMs = 24 * 60 * 60 * 1000

/** What a request's key lets it see. */
export interface SearchAccess {
  /** The key's own filters (Algolia syntax), ANDed with the request's. */
  filters: string
  /** Index names the key may query; undefined: any. */
  restrictIndices: readonly string[] | undefined
  /** When the key expires (Unix milliseconds); undefined: never. */
  validUntilMs: number | undefined
}

export type KeyCheck =
  { ok: true; access: SearchAccess } | { ok: false; reason: 'invalid' | 'expired' }

export interface SearchKeys {
  /** The public search-only key (client config `search.apiKey`). */
  searchKey: string
  /** A signed-in user's secured key (`searchAPIKey` of GET /v1/user/info). */
  keyForUser(user: { uuid: string; plan: Plan }, nowMs: number): string
  /** What the key in a request may see, after checking it. */
  check(key: string, nowMs: number): KeyCheck
}

/** Guests and the search-only key: public records only. */
export const publicFilters = `visibleBy:${publicVisibility}`

/**
 * The restriction of a user's key: public records and their own; an advanced user does not see
 * tier 3 items (app.md section 6). In the syntax Algolia documents for `filters`, as real Algolia
 * reads these keys too (docs/search.md, "Algolia mode"): `(A OR B) AND NOT C`; `visibleBy` a
 * facet declared in both indexes' attributesForFaceting, its value quoted (it holds a colon);
 * `tier` a number, so a numeric comparison (every numeric attribute is filterable by default),
 * negated with NOT: assets have no tier, match no `tier = 3` and so are kept.
 */
export function userFilters(user: { uuid: string; plan: Plan }): string {
  const visible = `(${publicFilters} OR visibleBy:"${userVisibility(user.uuid)}")`
  return user.plan === 'advanced' ? `${visible} AND NOT tier = 3` : visible
}

/** A user's secured key from `parentKey`: theirs and public records, the two indexes, a day. */
export function userSecuredKey(
  parentKey: string,
  indexNames: readonly string[],
  user: { uuid: string; plan: Plan },
  nowMs: number,
): string {
  const restrictions: SecuredKeyRestrictions = {
    filters: userFilters(user),
    restrictIndices: indexNames,
    userToken: user.uuid,
    validUntil: Math.floor((nowMs + securedKeyLifetimeMs) / 1000),
  }
  return generateSecuredKey(parentKey, restrictions)
}

/** The filters of the key a caller searches with: a user's secured key, else the public key. */
export function viewerFilters(user: { uuid: string; plan: Plan } | null): string {
  return user === null ? publicFilters : userFilters(user)
}

export async function loadSearchKeys(
  settings: SettingsRepository,
  indexNames: readonly string[],
): Promise<SearchKeys> {
  const newKey = () => randomBytes(16).toString('hex')
  const searchKey = await settings.getOrCreate(searchKeySetting, newKey)
  const parentKey = await settings.getOrCreate(parentKeySetting, newKey)
  const searchKeyBytes = Buffer.from(searchKey)

  return {
    searchKey,
    keyForUser: (user, nowMs) => userSecuredKey(parentKey, indexNames, user, nowMs),
    check(key, nowMs) {
      const bytes = Buffer.from(key)
      if (bytes.length === searchKeyBytes.length && timingSafeEqual(bytes, searchKeyBytes)) {
        return {
          ok: true,
          access: { filters: publicFilters, restrictIndices: undefined, validUntilMs: undefined },
        }
      }
      const secured = verifySecuredKey(parentKey, key, nowMs)
      if (!secured.ok) return secured
      const { filters, restrictIndices, validUntil } = secured.restrictions
      // A key of ours always restricts visibility; one without filters would see everything.
      if (filters === undefined || filters.trim() === '') return { ok: false, reason: 'invalid' }
      const validUntilMs = validUntil === undefined ? undefined : validUntil * 1000
      return { ok: true, access: { filters, restrictIndices, validUntilMs } }
    },
  }
}
