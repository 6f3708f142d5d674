import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

export interface EmailVerificationsRepository {
  /** Stores a token (its hash) for the user; earlier tokens stay valid until they expire. */
  add(userUuid: string, tokenHash: string, expiresAt: number): Promise<void>
  /**
   * Uses the token: the user it verifies, once. Every token of that user goes with it, and
   * expired tokens verify nobody.
   */
  consume(tokenHash: string, now: number): Promise<string | undefined>
}

export function createEmailVerificationsRepository(
  db: Kysely<Database>,
): EmailVerificationsRepository {
  return {
    async add(userUuid, tokenHash, expiresAt) {
      await db
        .insertInto('email_verification_tokens')
        .values({ token_hash: tokenHash, user_uuid: userUuid, expires_at: expiresAt })
        .execute()
    },

    async consume(tokenHash, now) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('email_verification_tokens')
          .select(['user_uuid', 'expires_at'])
          .where('token_hash', '=', tokenHash)
          .executeTakeFirst()
        if (row === undefined) return undefined
        await trx
          .deleteFrom('email_verification_tokens')
          .where('user_uuid', '=', row.user_uuid)
          .execute()
        return Number(row.expires_at) > now ? row.user_uuid : undefined
      })
    },
  }
}
