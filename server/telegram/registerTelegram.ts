import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { scheduleHousekeeping } from '../auth/housekeeping'
import type { Config } from '../config'
import type { Database } from '../db/schema'
import { createTelegramLinksRepository } from '../repositories/telegramLinksRepository'
import { createTelegramAccounts } from './telegramAccounts'
import { telegramRoutes } from './telegramRoutes'

/**
 * Telegram alerts (docs/alerts.md, "Telegram"): the routes always (they answer `available:
 * false` when Telegram is off), and with TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME the bot,
 * fed by webhook or polling as TELEGRAM_MODE says. Expired link tokens are swept hourly. The bot's
 * modules (and grammy) are loaded only then.
 */
export async function registerTelegram(
  app: FastifyInstance,
  config: Pick<Config, 'telegram' | 'publicOrigin'>,
  options: { db: Kysely<Database>; clock: () => number },
): Promise<void> {
  const links = createTelegramLinksRepository(options.db)
  const telegram = config.telegram
  const accounts =
    telegram === undefined
      ? undefined
      : createTelegramAccounts({ links, botUsername: telegram.botUsername, clock: options.clock })
  await app.register(telegramRoutes, { links, accounts })
  if (telegram === undefined || accounts === undefined) return
  scheduleHousekeeping(app, [(now) => links.deleteExpiredTokens(now)], options.clock)
  const [{ createTelegramBot }, { registerTelegramWebhook, startTelegramPolling }] =
    await Promise.all([import('./telegramBot'), import('./telegramUpdates')])
  const bot = createTelegramBot({ config: telegram, accounts, links, logger: app.log })
  if (telegram.mode === 'webhook' && config.publicOrigin !== undefined) {
    registerTelegramWebhook(app, bot, telegram, config.publicOrigin)
  } else {
    startTelegramPolling(app, bot, telegram)
  }
}
