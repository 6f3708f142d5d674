import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** Where an account's Telegram alerts go. */
export interface TelegramLink {
  chatId: number
  /** Milliseconds. */
  linkedAt: number
}

export interface TelegramLinksRepository {
  /**
   * Stores a one-time link token (its hash) of the user. Earlier ones stay valid until they
   * expire, up to `liveTokensPerUser`: the oldest beyond that are dropped.
   */
  addToken(userUuid: string, tokenHash: string, expiresAt: number): Promise<void>
  /**
   * Redeems a link token for `chatId`: the user it linked, once. One DELETE … RETURNING takes the
   * token, so of two instances handling the same /start only one gets it. An expired token links
   * nobody. The user's other tokens go with it.
   */
  redeem(tokenHash: string, chatId: number, now: number): Promise<string | undefined>
  find(userUuid: string): Promise<TelegramLink | undefined>
  /** Forgets the user's chat; true when there was one. */
  unlink(userUuid: string): Promise<boolean>
  /**
   * Forgets `chatId` for every account linked to it (/stop, a blocked bot), or only for
   * `userUuid` when given; returns how many links went.
   */
  unlinkChat(chatId: number, userUuid?: string): Promise<number>
  /** Housekeeping: forgets expired tokens; returns how many. */
  deleteExpiredTokens(now: number): Promise<number>
}

/** Link tokens an account holds at once; older ones stop working. */
export const liveTokensPerUser = 5

export function createTelegramLinksRepository(db: Kysely<Database>): TelegramLinksRepository {
  return {
    async addToken(userUuid, tokenHash, expiresAt) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('telegram_link_tokens')
          .values({ token_hash: tokenHash, user_uuid: userUuid, expires_at: expiresAt })
          .execute()
        // Each GET of the settings issues one: keep the newest few (open tabs), not every one.
        await trx
          .deleteFrom('telegram_link_tokens')
          .where('user_uuid', '=', userUuid)
          .where(
            'token_hash',
            'not in',
            trx
              .selectFrom('telegram_link_tokens')
              .select('token_hash')
              .where('user_uuid', '=', userUuid)
              .orderBy('expires_at', 'desc')
              .orderBy('token_hash')
              .limit(liveTokensPerUser),
          )
          .execute()
      })
    },

    redeem(tokenHash, chatId, now) {
      return db.transaction().execute(async (trx) => {
        const token = await trx
          .deleteFrom('telegram_link_tokens')
          .where('token_hash', '=', tokenHash)
          .returning(['user_uuid', 'expires_at'])
          .executeTakeFirst()
        if (token === undefined || Number(token.expires_at) <= now) return undefined
        const userUuid = token.user_uuid
        await trx.deleteFrom('telegram_link_tokens').where('user_uuid', '=', userUuid).execute()
        const link = { chat_id: chatId, linked_at: now }
        await trx
          .insertInto('telegram_links')
          .values({ user_uuid: userUuid, ...link })
          .onConflict((oc) => oc.column('user_uuid').doUpdateSet(link))
          .execute()
        return userUuid
      })
    },

    async find(userUuid) {
      const row = await db
        .selectFrom('telegram_links')
        .select(['chat_id', 'linked_at'])
        .where('user_uuid', '=', userUuid)
        .executeTakeFirst()
      return row && { chatId: Number(row.chat_id), linkedAt: Number(row.linked_at) }
    },

    async unlink(userUuid) {
      const result = await db
        .deleteFrom('telegram_links')
        .where('user_uuid', '=', userUuid)
        .executeTakeFirst()
      return result.numDeletedRows > 0n
    },

    async unlinkChat(chatId, userUuid) {
      let query = db.deleteFrom('telegram_links').where('chat_id', '=', chatId)
      if (userUuid !== undefined) query = query.where('user_uuid', '=', userUuid)
      const result = await query.executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    async deleteExpiredTokens(now) {
      const result = await db
        .deleteFrom('telegram_link_tokens')
        .where('expires_at', '<=', now)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
