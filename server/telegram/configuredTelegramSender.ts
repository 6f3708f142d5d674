import type { Kysely } from 'kysely'
import type { AlertChannelSender } from '../alerts/delivery/alertChannel'
import type { TelegramConfig } from '../config'
import type { Database } from '../db/schema'
import { createTelegramLinksRepository } from '../repositories/telegramLinksRepository'

/**
 * The Telegram sender for this server's configuration: the real one when a bot is configured,
 * else one that skips every delivery ("Telegram is off on this server"), so the outbox can give
 * every channel a sender. The real one's module (and grammy, about 6 MB of the server's memory)
 * is loaded only then.
 */
export async function createConfiguredTelegramSender(
  config: TelegramConfig | undefined,
  db: Kysely<Database>,
): Promise<AlertChannelSender> {
  if (config !== undefined) {
    const { createTelegramSender } = await import('./telegramSender')
    return createTelegramSender({ config, links: createTelegramLinksRepository(db) })
  }
  return {
    channel: 'telegram',
    deliver: () => Promise.resolve({ status: 'skipped', detail: 'Telegram is off on this server' }),
  }
}
