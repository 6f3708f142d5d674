import { Api } from 'grammy'
import { describeNotice } from '@/core/alerts/alertNotice'
import type { AlertChannelSender } from '../alerts/delivery/alertChannel'
import type { TelegramConfig } from '../config'
import type { TelegramLinksRepository } from '../repositories/telegramLinksRepository'
import { createSendLimiter, type SendLimiter } from './sendLimiter'
import { describeTelegramError, retryAfterSeconds, telegramErrorCode } from './telegramErrors'

export interface TelegramSenderOptions {
  config: Pick<TelegramConfig, 'botToken' | 'apiUrl'>
  links: TelegramLinksRepository
  /** Telegram's per-chat and overall limits; one per process by default. */
  limiter?: SendLimiter
}

/** The message of a notice: the title, the text, then the link (Telegram makes it clickable). */
export function telegramText(title: string, body: string, url: string): string {
  return `${title}\n${body}\n${url}`
}

/**
 * The Telegram channel: the notice to the chat linked to the owner (docs/alerts.md,
 * "Telegram"). Not linked: skipped. A 429: retry when Telegram says (retry_after). A 403 (the
 * user blocked the bot or left the chat): failed for good, and the chat is unlinked, so later
 * firings are skipped until the user links again. Other 4xx: failed; 5xx and network errors:
 * retry. Plain text, no parse mode: an alert's name needs no escaping.
 */
export function createTelegramSender(options: TelegramSenderOptions): AlertChannelSender {
  const { config, links } = options
  const limiter = options.limiter ?? createSendLimiter()
  // A bound on each call, unlike the bot's long polls: a hung call must not hold the outbox.
  const api = new Api(config.botToken, { apiRoot: config.apiUrl, timeoutSeconds: 10 })
  return {
    channel: 'telegram',
    async deliver({ notice, userUuid, url }) {
      const link = await links.find(userUuid)
      if (link === undefined) return { status: 'skipped', detail: 'Telegram is not connected' }
      const wait = await limiter.acquire(link.chatId)
      if (wait > 0) {
        return { status: 'retry', detail: 'Telegram send limit reached', retryAfterMs: wait }
      }
      const { title, body } = describeNotice(notice)
      try {
        await api.sendMessage(link.chatId, telegramText(title, body, url), {
          link_preview_options: { is_disabled: true },
        })
        return { status: 'delivered', detail: 'Telegram chat' }
      } catch (error) {
        const detail = describeTelegramError(error, config.botToken)
        const code = telegramErrorCode(error)
        if (code === 429) {
          const seconds = retryAfterSeconds(error) ?? 1
          return { status: 'retry', detail, retryAfterMs: seconds * 1000 }
        }
        if (code === 403) {
          await links.unlinkChat(link.chatId)
          return { status: 'failed', detail: `${detail} (Telegram disconnected)` }
        }
        if (code !== undefined && code >= 400 && code < 500) return { status: 'failed', detail }
        return { status: 'retry', detail }
      }
    },
  }
}
