import type { TelegramInfo } from '@/core/api/alertDelivery'
import type { TelegramLinksRepository } from '../repositories/telegramLinksRepository'
import { hashToken, newToken } from '../security/tokens'

/** How long a link of GET /v1/alerts/telegram works. */
export const telegramLinkTokenLifetimeMs = 15 * 60 * 1000

/** A deep-link payload Telegram accepts: at most 64 of A-Z, a-z, 0-9, _ and -. */
const payloadPattern = /^[A-Za-z0-9_-]{1,64}$/

export interface TelegramAccounts {
  /**
   * The account's Telegram state for GET /v1/alerts/telegram, with a fresh one-time link
   * (`https://t.me/{bot}?start={token}`): linking again moves alerts to another chat.
   */
  info(userUuid: string): Promise<TelegramInfo>
  /** /start {payload} from `chatId`: the account it linked, once; undefined for a bad token. */
  redeem(payload: string, chatId: number): Promise<string | undefined>
}

export function createTelegramAccounts(options: {
  links: TelegramLinksRepository
  botUsername: string
  clock: () => number
}): TelegramAccounts {
  const { links, botUsername, clock } = options
  return {
    async info(userUuid) {
      // 43 base64url characters: within the 64 a deep link carries. Only its hash is stored.
      const token = newToken()
      await links.addToken(userUuid, hashToken(token), clock() + telegramLinkTokenLifetimeMs)
      const authorized = (await links.find(userUuid)) !== undefined
      const authorizeUrl = `https://t.me/${encodeURIComponent(botUsername)}?start=${token}`
      return { available: true, authorizeUrl, authorized }
    },

    async redeem(payload, chatId) {
      if (!payloadPattern.test(payload)) return undefined
      return links.redeem(hashToken(payload), chatId, clock())
    },
  }
}

/** What GET /v1/alerts/telegram answers on a server without Telegram. */
export const telegramUnavailable: TelegramInfo = {
  available: false,
  authorizeUrl: null,
  authorized: false,
}
