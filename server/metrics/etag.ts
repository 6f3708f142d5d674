import { createHash } from 'node:crypto'

/** The coding a response body is sent in; `identity` is uncompressed. */
export type ContentCoding = 'identity' | 'gzip' | 'br'

/**
 * A content hash of the encoded (uncompressed) body: 27 base64url characters of SHA-256, short
 * enough for a header and far from colliding. Computed once per cached body.
 */
export function contentHash(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 27)
}

/**
 * A strong ETag per representation: compressed bytes differ from the plain ones, so they get
 * their own tag (`"hash-gzip"`), as RFC 9110 asks of strong validators and as Apache does.
 */
export function etagFor(hash: string, coding: ContentCoding): string {
  return coding === 'identity' ? `"${hash}"` : `"${hash}-${coding}"`
}

/**
 * Whether `If-None-Match` names this resource's current body in any coding (a client that got
 * the gzip variant may revalidate without gzip). Weak comparison, as RFC 9110 prescribes for
 * If-None-Match: a `W/` prefix is ignored.
 */
export function matchesIfNoneMatch(header: string | undefined, hash: string): boolean {
  if (header === undefined) return false
  if (header.trim() === '*') return true
  const current = new Set<string>(
    (['identity', 'gzip', 'br'] as const).map((coding) => etagFor(hash, coding)),
  )
  return header.split(',').some((tag) => current.has(tag.trim().replace(/^W\//, '')))
}
