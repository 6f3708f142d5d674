import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { toUser, type User } from './usersRepository'

/** last_used_at is written at most this often per key, not on every metric request. */
const lastUsedResolutionMs = 60_000

export interface ApiKeysRepository {
  /** Stores the user's key, replacing the previous one (one active key per user). */
  replace(userUuid: string, keyHash: string, now: number): Promise<void>
  /** The owner of the key, noting the use. */
  findUser(keyHash: string, now: number): Promise<User | undefined>
  /** When the user's key was created and last used; undefined without a key. */
  describe(userUuid: string): Promise<{ createdAt: number; lastUsedAt: number | null } | undefined>
}

export function createApiKeysRepository(db: Kysely<Database>): ApiKeysRepository {
  return {
    async replace(userUuid, keyHash, now) {
      const values = { key_hash: keyHash, created_at: now, last_used_at: null }
      await db
        .insertInto('api_keys')
        .values({ user_uuid: userUuid, ...values })
        .onConflict((oc) => oc.column('user_uuid').doUpdateSet(values))
        .execute()
    },

    async findUser(keyHash, now) {
      const row = await db
        .selectFrom('api_keys')
        .innerJoin('users', 'users.uuid', 'api_keys.user_uuid')
        .selectAll('users')
        .where('api_keys.key_hash', '=', keyHash)
        .executeTakeFirst()
      if (row === undefined) return undefined
      await db
        .updateTable('api_keys')
        .set({ last_used_at: now })
        .where('key_hash', '=', keyHash)
        .where((eb) =>
          eb.or([
            eb('last_used_at', 'is', null),
            eb('last_used_at', '<', now - lastUsedResolutionMs),
          ]),
        )
        .execute()
      return toUser(row)
    },

    async describe(userUuid) {
      const row = await db
        .selectFrom('api_keys')
        .select(['created_at', 'last_used_at'])
        .where('user_uuid', '=', userUuid)
        .executeTakeFirst()
      if (row === undefined) return undefined
      const lastUsedAt = row.last_used_at === null ? null : Number(row.last_used_at)
      return { createdAt: Number(row.created_at), lastUsedAt }
    },
  }
}
