import webpush from 'web-push'
import type { WebPushConfig } from '../../config'
import type { SettingsRepository } from '../../repositories/settingsRepository'

/** The server's VAPID identity (RFC 8292): the key pair push services know it by, and a contact. */
export interface VapidDetails {
  /** base64url, 65 bytes: what browsers subscribe with (`applicationServerKey`). */
  publicKey: string
  /** base64url, 32 bytes. A secret: never logged or answered. */
  privateKey: string
  subject: string
}

const settingKey = 'vapid_keys'

/**
 * The configured keys (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY), else the pair generated on first
 * start and kept in the settings table, like the session secret: every instance signs with one
 * pair, and a restart does not orphan the browsers subscribed to the old one. Both keys are one
 * value, so two instances starting at once cannot end up with halves of different pairs.
 */
export async function loadVapidDetails(
  config: WebPushConfig,
  settings: SettingsRepository,
): Promise<VapidDetails> {
  if (config.keys !== undefined) return { ...config.keys, subject: config.subject }
  const stored = await settings.getOrCreate(settingKey, () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  )
  const keys = parseKeys(stored)
  if (keys === undefined) {
    // Never include the value: this message ends up in logs.
    throw new Error(`The stored ${settingKey} is malformed; delete the setting to regenerate it`)
  }
  return { ...keys, subject: config.subject }
}

function parseKeys(stored: string): { publicKey: string; privateKey: string } | undefined {
  try {
    const value = JSON.parse(stored) as unknown
    if (typeof value !== 'object' || value === null) return undefined
    const { publicKey, privateKey } = value as Record<string, unknown>
    if (typeof publicKey !== 'string' || typeof privateKey !== 'string') return undefined
    if (Buffer.from(publicKey, 'base64url').length !== 65) return undefined
    if (Buffer.from(privateKey, 'base64url').length !== 32) return undefined
    return { publicKey, privateKey }
  } catch {
    return undefined
  }
}
