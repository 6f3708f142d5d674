import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** Tables of mailed one-time tokens: a token hash, its user, an expiry (migrations 0004, 0006). */
export type OneTimeTokenTable = 'email_verification_tokens' | 'password_reset_tokens'

export interface OneTimeTokensRepository {
  /** Stores a token (its hash) for the user; earlier tokens stay valid until they expire. */
  add(userUuid: string, tokenHash: string, expiresAt: number): Promise<void>
  /**
   * Uses the token: the user it belongs to, once. Every token of that user goes with it, and
   * expired tokens name nobody.
   */
  consume(tokenHash: string, now: number): Promise<string | undefined>
}

export function createOneTimeTokensRepository(
  db: Kysely<Database>,
  table: OneTimeTokenTable,
): OneTimeTokensRepository {
  // Both tables have the same columns; one of them names the type Kysely checks against.
  const tokens = db as unknown as Kysely<
    Record<OneTimeTokenTable, Database['password_reset_tokens']>
  >
  return {
    async add(userUuid, tokenHash, expiresAt) {
      await tokens
        .insertInto(table)
        .values({ token_hash: tokenHash, user_uuid: userUuid, expires_at: expiresAt })
        .execute()
    },

    async consume(tokenHash, now) {
      return tokens.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom(table)
          .select(['user_uuid', 'expires_at'])
          .where('token_hash', '=', tokenHash)
          .executeTakeFirst()
        if (row === undefined) return undefined
        await trx.deleteFrom(table).where('user_uuid', '=', row.user_uuid).execute()
        return Number(row.expires_at) > now ? row.user_uuid : undefined
      })
    },
  }
}
