import { randomBytes } from 'node:crypto'
import type { PaddleConfig } from '../config'
import type { SettingsRepository } from '../repositories/settingsRepository'

const settingKey = 'paddle_webhook_secret'

/**
 * The secret webhooks are signed with: PADDLE_WEBHOOK_SECRET when configured (the provider's
 * notification destination), else one generated once and kept in the database like the session
 * secret, so every instance verifies what the sandbox checkout of any other instance signed.
 */
export async function loadWebhookSecret(
  config: PaddleConfig,
  settings: SettingsRepository,
): Promise<string> {
  if (config.webhookSecret !== undefined) return config.webhookSecret
  return settings.getOrCreate(
    settingKey,
    () => `pdl_ntfset_sandbox_${randomBytes(32).toString('base64url')}`,
  )
}
