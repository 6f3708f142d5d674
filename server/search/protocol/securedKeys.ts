import { createHmac, timingSafeEqual } from 'node:crypto'

/*
 * Secured API keys, Algolia's algorithm (as the client's `generateSecuredApiKey` computes it):
 * base64(hmacSha256Hex(parentKey, queryString) + queryString), the query string holding the
 * restrictions with sorted names, lists joined by commas, values percent-encoded. Nobody can
 * change a restriction without the parent key, which never leaves the server.
 */

export interface SecuredKeyRestrictions {
  /** ANDed with every request's own filters. */
  filters?: string
  /** Unix seconds after which the key is refused. */
  validUntil?: number
  /** The only indexes the key may query. */
  restrictIndices?: readonly string[]
  /** The user the key belongs to (analytics); not a restriction on results. */
  userToken?: string
}

/** The restriction names this server understands; a key with any other is refused. */
const knownRestrictions = new Set(['filters', 'validUntil', 'restrictIndices', 'userToken'])

/** The client's serializeQueryParameters: sorted names, `encodeURIComponent`, lists comma-joined. */
export function restrictionQueryString(restrictions: SecuredKeyRestrictions): string {
  const entries = Object.entries(restrictions) as [string, unknown][]
  return entries
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => {
      const text = Array.isArray(value) ? value.join(',') : String(value)
      return `${name}=${encodeURIComponent(text).replace(/\+/g, '%20')}`
    })
    .join('&')
}

export function generateSecuredKey(parentKey: string, restrictions: SecuredKeyRestrictions) {
  const query = restrictionQueryString(restrictions)
  return Buffer.from(hmacHex(parentKey, query) + query).toString('base64')
}

export type SecuredKeyCheck =
  { ok: true; restrictions: SecuredKeyRestrictions } | { ok: false; reason: 'invalid' | 'expired' }

const maxKeyLength = 8192
const hexLength = 64

/**
 * Recomputes the HMAC before reading anything from the key: only then are its restrictions
 * trusted. Unknown restriction names and malformed values make the key invalid.
 */
export function verifySecuredKey(parentKey: string, key: string, nowMs: number): SecuredKeyCheck {
  if (key.length > maxKeyLength || !/^[A-Za-z0-9+/]+=*$/.test(key)) {
    return { ok: false, reason: 'invalid' }
  }
  const decoded = Buffer.from(key, 'base64').toString('utf8')
  const signature = decoded.slice(0, hexLength)
  const query = decoded.slice(hexLength)
  if (!/^[0-9a-f]{64}$/.test(signature)) return { ok: false, reason: 'invalid' }
  const expected = Buffer.from(hmacHex(parentKey, query))
  if (!timingSafeEqual(Buffer.from(signature), expected)) return { ok: false, reason: 'invalid' }

  const restrictions: SecuredKeyRestrictions = {}
  for (const [name, value] of new URLSearchParams(query)) {
    if (!knownRestrictions.has(name) || Object.hasOwn(restrictions, name)) {
      return { ok: false, reason: 'invalid' }
    }
    if (name === 'filters') restrictions.filters = value
    else if (name === 'userToken') restrictions.userToken = value
    else if (name === 'restrictIndices') restrictions.restrictIndices = value.split(',')
    else {
      if (!/^\d{1,12}$/.test(value)) return { ok: false, reason: 'invalid' }
      restrictions.validUntil = Number(value)
    }
  }
  if (restrictions.validUntil !== undefined && nowMs / 1000 > restrictions.validUntil) {
    return { ok: false, reason: 'expired' }
  }
  return { ok: true, restrictions }
}

function hmacHex(parentKey: string, query: string): string {
  return createHmac('sha256', parentKey).update(query).digest('hex')
}
