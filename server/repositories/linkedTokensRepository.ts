import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

export interface LinkedTokensRepository {
  /**
   * Records that the token (its SHA-256) was linked, until it expires: true the first time, false
   * when it was linked before. One insert, so two links of one token at once cannot both win.
   */
  claim(tokenHash: string, expiresAt: number): Promise<boolean>
  /** Housekeeping: forgets tokens expired before `now`; returns how many. */
  deleteExpired(now: number): Promise<number>
}

export function createLinkedTokensRepository(db: Kysely<Database>): LinkedTokensRepository {
  return {
    async claim(tokenHash, expiresAt) {
      // On a conflict nothing is inserted, so nothing is returned.
      const inserted = await db
        .insertInto('linked_tokens')
        .values({ token_hash: tokenHash, expires_at: expiresAt })
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .returning('token_hash')
        .executeTakeFirst()
      return inserted !== undefined
    },

    async deleteExpired(now) {
      const result = await db
        .deleteFrom('linked_tokens')
        .where('expires_at', '<=', now)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
