import { randomBytes } from 'node:crypto'
import { seal, unseal } from '../../security/sealedToken'

/**
 * A webhook's signing secret, in the Standard Webhooks form: `whsec_` and the base64 of 32 random
 * bytes (the HMAC-SHA256 key). The database holds it sealed with a key derived from the session
 * secret, so a leaked copy of the table, or a row in a query log, signs nothing; the secret
 * leaves the server only in the answer of PUT /v1/alerts/webhook and of rotate.
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

export function sealWebhookSecret(sessionSecret: Buffer, secret: string): string {
  return seal(keyOf(sessionSecret), secret)
}

/** undefined when the sealed value does not open (the session secret was replaced). */
export function unsealWebhookSecret(sessionSecret: Buffer, sealed: string): string | undefined {
  return unseal(keyOf(sessionSecret), sealed)
}

function keyOf(sessionSecret: Buffer): string {
  return `alert webhook secret:${sessionSecret.toString('base64url')}`
}
