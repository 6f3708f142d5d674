import { Bot } from 'grammy'
import type { FastifyBaseLogger } from 'fastify'
import type { TelegramConfig } from '../config'
import { brandName } from '../mail/verificationMail'
import type { TelegramLinksRepository } from '../repositories/telegramLinksRepository'
import type { TelegramAccounts } from './telegramAccounts'
import { describeTelegramError } from './telegramErrors'

export const linkedReply =
  `Connected: alerts of your ${brandName} account will arrive in this chat. ` +
  'Send /stop to disconnect.'
export const howToLinkReply =
  `To receive alerts here, open ${brandName}, go to Settings, Alerts and choose Connect ` +
  'Telegram. Each link works once, for 15 minutes.'
export const unlinkedReply = 'Disconnected: no more alerts in this chat.'

/**
 * The bot users talk to: `/start {token}` (the deep link of GET /v1/alerts/telegram) links the
 * chat to the account the token was issued to, once; `/start` alone or with a spent token says
 * how to link; `/stop` unlinks every account of the chat. Updates arrive by webhook or long
 * polling (telegramUpdates.ts); the Bot API root is TELEGRAM_API_URL.
 *
 * A failed database write throws, so the update is not confirmed (a webhook answers 500 and
 * Telegram sends it again); a failed reply is only logged, since the link is already made.
 */
export function createTelegramBot(options: {
  config: TelegramConfig
  accounts: TelegramAccounts
  links: TelegramLinksRepository
  logger: FastifyBaseLogger
}): Bot {
  const { config, accounts, links, logger } = options
  const bot = new Bot(config.botToken, { client: { apiRoot: config.apiUrl } })
  const reply = async (chatId: number, text: string) => {
    try {
      await bot.api.sendMessage(chatId, text)
    } catch (error) {
      logger.warn(
        { telegramError: describeTelegramError(error, config.botToken) },
        'Telegram: reply to a command failed',
      )
    }
  }

  bot.command('start', async (ctx) => {
    const payload = ctx.match.trim()
    const userUuid = payload === '' ? undefined : await accounts.redeem(payload, ctx.chat.id)
    if (userUuid !== undefined) logger.info({ userUuid }, 'Telegram: chat linked')
    await reply(ctx.chat.id, userUuid === undefined ? howToLinkReply : linkedReply)
  })

  bot.command('stop', async (ctx) => {
    const unlinked = await links.unlinkChat(ctx.chat.id)
    await reply(ctx.chat.id, unlinked > 0 ? unlinkedReply : howToLinkReply)
  })

  // Polling only (a webhook's errors answer 500): never the raw error, which may hold the token.
  bot.catch((error) => {
    logger.error(
      { telegramError: describeTelegramError(error.error, config.botToken) },
      'Telegram: handling an update failed',
    )
  })
  return bot
}
