import { createHmac, generateKeyPairSync, randomUUID } from 'node:crypto'
import type { JWK } from 'oidc-provider'
import { z } from 'zod'
import type { SettingsRepository } from '../repositories/settingsRepository'

const settingKey = 'oidc_jwks'

const storedKeysSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.string(), kid: z.string(), d: z.string() })).min(1),
})

/**
 * The provider's signing keys (ID tokens, JWKS). Generated once and kept in the settings table,
 * like the session secret, so every instance signs with the same key and tokens stay valid across
 * restarts. RS256 because it is the algorithm every OpenID client must accept.
 */
export async function loadSigningKeys(settings: SettingsRepository): Promise<{ keys: JWK[] }> {
  const stored = await settings.getOrCreate(settingKey, () => JSON.stringify(newSigningKeys()))
  const parsed = storedKeysSchema.safeParse(JSON.parse(stored))
  if (!parsed.success) {
    // Never include the value: this message ends up in logs.
    throw new Error(`The stored ${settingKey} is malformed; delete the setting to regenerate it`)
  }
  return { keys: parsed.data.keys as JWK[] }
}

function newSigningKeys(): { keys: JWK[] } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = privateKey.export({ format: 'jwk' })
  return { keys: [{ ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' } as JWK] }
}

/**
 * Keys that sign the provider's own cookies, derived from the session secret (one secret to
 * keep, rotated together). The derivation label keeps them distinct from the session key.
 */
export function cookieKeys(sessionSecret: Buffer): string[] {
  return [createHmac('sha256', sessionSecret).update('oidc-provider cookies').digest('base64url')]
}
