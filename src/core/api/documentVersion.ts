/*
 * Versioned documents (charts and workbenches now, dashboards next): every stored document has
 * an integer version, read back as the strong entity tag "v{n}". A change names the version it
 * was made on (`If-Match`) and may carry an `Idempotency-Key`, so a replayed change (an offline
 * outbox, a retry after a lost answer) is applied once. docs/api.md, "Versions and idempotency".
 */

export const ifMatchHeader = 'if-match'
export const idempotencyKeyHeader = 'idempotency-key'
/** Set on an answer that was stored by an earlier request with the same Idempotency-Key. */
export const idempotentReplayedHeader = 'idempotent-replayed'

/** The entity tag of a version: 3 → `"v3"`. */
export function versionTag(version: number): string {
  return `"v${version}"`
}

const tagPattern = /^(?:W\/)?"v([1-9]\d{0,14})"$/

/**
 * The version an entity tag names, or undefined for another tag. A weak tag (W/"v3") names the
 * same version: a proxy that compresses answers may weaken the tag on its way to the client.
 */
export function versionOfTag(tag: string): number | undefined {
  const match = tagPattern.exec(tag.trim())
  return match?.[1] === undefined ? undefined : Number(match[1])
}
