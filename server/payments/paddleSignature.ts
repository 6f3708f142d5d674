import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Paddle Billing's webhook signature: header `Paddle-Signature: ts=<unix seconds>;h1=<hex>`,
 * where h1 is HMAC-SHA256 with the notification destination's secret over `${ts}:${rawBody}`,
 * computed on the bytes exactly as received (re-serialised JSON would not match). While a
 * secret is being rotated the header carries several h1 values; any one matching is enough.
 */
export const signatureHeader = 'paddle-signature'

/** Paddle's documented default: replays older than this are refused. */
export const defaultToleranceSeconds = 5

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' }

export function signPayload(secret: string, rawBody: Buffer, timestampSeconds: number): string {
  const h1 = hmac(secret, timestampSeconds, rawBody).toString('hex')
  return `ts=${timestampSeconds};h1=${h1}`
}

export function verifySignature(
  header: string | undefined,
  rawBody: Buffer,
  secret: string,
  options: { nowMs: number; toleranceSeconds: number },
): SignatureCheck {
  if (header === undefined || header === '') return { ok: false, reason: 'missing' }
  const parsed = parseHeader(header)
  if (parsed === undefined) return { ok: false, reason: 'malformed' }
  if (Math.abs(options.nowMs / 1000 - parsed.ts) > options.toleranceSeconds) {
    return { ok: false, reason: 'stale' }
  }
  const expected = hmac(secret, parsed.ts, rawBody)
  // Compare against every h1 (no early exit) so timing says nothing about which one matched.
  let matched = false
  for (const candidate of parsed.h1) {
    const given = Buffer.from(candidate, 'hex')
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true
  }
  return matched ? { ok: true } : { ok: false, reason: 'mismatch' }
}

function hmac(secret: string, ts: number, rawBody: Buffer): Buffer {
  return createHmac('sha256', secret).update(`${ts}:`).update(rawBody).digest()
}

function parseHeader(header: string): { ts: number; h1: string[] } | undefined {
  let ts: number | undefined
  const h1: string[] = []
  for (const part of header.split(';')) {
    const [key, value] = part.trim().split('=', 2)
    if (key === 'ts' && value !== undefined && /^\d{1,12}$/.test(value)) ts = Number(value)
    else if (key === 'h1' && value !== undefined && /^[0-9a-f]{64}$/i.test(value)) h1.push(value)
  }
  return ts === undefined || h1.length === 0 ? undefined : { ts, h1 }
}
