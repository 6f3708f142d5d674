import { randomBytes } from 'node:crypto'
import type { SettingsRepository } from '../repositories/settingsRepository'

const settingKey = 'session_secret'
const secretBytes = 32

/**
 * The key that signs session cookies. Generated once and kept in the database rather than in
 * memory or a local file, so every instance behind a load balancer accepts every session, and
 * restarts do not log everyone out.
 */
export async function loadSessionSecret(settings: SettingsRepository): Promise<Buffer> {
  const stored = await settings.getOrCreate(settingKey, () =>
    randomBytes(secretBytes).toString('base64url'),
  )
  const secret = Buffer.from(stored, 'base64url')
  if (secret.length !== secretBytes) {
    // Never include the value: this message ends up in logs.
    throw new Error(`The stored ${settingKey} is malformed; delete the setting to regenerate it`)
  }
  return secret
}
