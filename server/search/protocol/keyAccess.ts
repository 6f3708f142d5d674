import { LRUCache } from 'lru-cache'
import { parseFiltersWithScope } from './filterExpression'
import type { RecordPredicate } from './recordPredicates'
import type { SearchKeys } from './searchKeys'

/*
 * What a request's key lets it see, worked out once per key rather than on every search: the
 * app sends one multi-query per settled keystroke, each with the same key, and checking it (the
 * base64, the HMAC over its restrictions, their query string, the filters' parse) cost more than
 * a search of a word. A key's answer depends only on its text and the parent key, which never
 * changes while the server runs, so the answer for a text that verified once holds for that
 * text; only its expiry is checked again on every request. Keys that fail are not kept, so no
 * stream of made-up keys can push the good ones out.
 */

export interface KeyAccess {
  /** The key's own filters as a predicate, ANDed with every request's. */
  keyFilter: RecordPredicate
  /** Index names the key may query; undefined: any. */
  restrictIndices: readonly string[] | undefined
  /** The `visibleBy` values the key's filters require one of (lowercase); undefined: none. */
  visibleBy: readonly string[] | undefined
  /**
   * Who the key is for the rate limit: its restrictions without their expiry, so the fresh key
   * each user info answer hands a user counts as the same key (searchRateLimit.ts).
   */
  limitSubject: string
}

export type KeyAccessCheck =
  { ok: true; access: KeyAccess } | { ok: false; reason: 'invalid' | 'expired' }

interface Checked extends KeyAccess {
  validUntilMs: number | undefined
}

/** Keys kept at most; past this the longest kept is forgotten (and verified again if it comes back). */
export const keptKeys = 10_000

export function createKeyAccess(keys: Pick<SearchKeys, 'check'>, capacity = keptKeys) {
  // peek below: a check does not renew a key, as before (the longest kept goes first).
  const checked = new LRUCache<string, Checked>({ max: capacity })

  const verify = (key: string, nowMs: number): KeyAccessCheck => {
    const result = keys.check(key, nowMs)
    if (!result.ok) return result
    let parsed: ReturnType<typeof parseFiltersWithScope>
    try {
      parsed = parseFiltersWithScope(result.access.filters)
    } catch {
      return { ok: false, reason: 'invalid' }
    }
    if (parsed === undefined) return { ok: false, reason: 'invalid' }
    const visibleBy = parsed.scope.get('visibleBy')
    const entry: Checked = {
      keyFilter: parsed.test,
      visibleBy: visibleBy === undefined ? undefined : [...visibleBy],
      restrictIndices: result.access.restrictIndices,
      validUntilMs: result.access.validUntilMs,
      limitSubject: JSON.stringify([result.access.filters, result.access.restrictIndices ?? null]),
    }
    checked.set(key, entry)
    return { ok: true, access: entry }
  }

  return {
    /** What `key` may see at `nowMs`, as keys.check decides it (the same reasons). */
    check(key: string, nowMs: number): KeyAccessCheck {
      const entry = checked.peek(key)
      if (entry === undefined) return verify(key, nowMs)
      if (entry.validUntilMs !== undefined && nowMs > entry.validUntilMs) {
        checked.delete(key)
        return { ok: false, reason: 'expired' }
      }
      return { ok: true, access: entry }
    },
    /** How many keys are kept (tests). */
    size: () => checked.size,
  }
}
