import type { InferResult, Kysely } from 'kysely'
import { LRUCache } from 'lru-cache'
import { productSchema, type Product } from '@/core/api/user'
import type { Database } from '../db/schema'
import { nullableNumber, parseJsonList, toUser, type User } from './usersRepository'

/** last_used_at is written at most this often per key, not on every metric request. */
export const lastUsedResolutionMs = 60_000

/** What a metric request needs of a key's owner: read on every request, so nothing more. */
export interface ApiKeyOwner {
  userUuid: string
  products: Product[]
  /** Milliseconds; null until the key is first used. */
  lastUsedAt: number | null
}

export interface ApiKeysRepository {
  /** Stores the user's key, replacing the previous one (one active key per user). */
  replace(userUuid: string, keyHash: string, now: number): Promise<void>
  /** The owner of the key, noting the use. */
  findUser(keyHash: string, now: number): Promise<User | undefined>
  /** The owner's plan products and the key's last use, in one indexed read; notes nothing. */
  findOwner(keyHash: string): Promise<ApiKeyOwner | undefined>
  /** Notes a use of the key, unless one within `lastUsedResolutionMs` is already noted. */
  noteUse(keyHash: string, now: number): Promise<void>
  /** When the user's key was created and last used; undefined without a key. */
  describe(userUuid: string): Promise<{ createdAt: number; lastUsedAt: number | null } | undefined>
}

export function createApiKeysRepository(db: Kysely<Database>): ApiKeysRepository {
  const findOwnerQuery = db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.uuid', 'api_keys.user_uuid')
    .select(['users.uuid', 'users.products', 'api_keys.last_used_at'])
    .where('api_keys.key_hash', '=', '')
    .compile()
  type OwnerRow = InferResult<typeof findOwnerQuery>[number]
  // The products column holds a handful of distinct texts (`["standard"]`, …): parsed once each.
  const products = new LRUCache<string, Product[]>({ max: 100 })
  const productsOf = (text: string) => {
    let list = products.get(text)
    if (list === undefined) {
      list = parseJsonList(text, productSchema)
      products.set(text, list)
    }
    return [...list]
  }
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
      await this.noteUse(keyHash, now)
      return toUser(row)
    },

    async findOwner(keyHash) {
      // Built and compiled once: on every series request, Kysely's builder and compiler cost
      // more than the indexed read itself. Only the key hash changes.
      const { rows } = await db.executeQuery<OwnerRow>({
        ...findOwnerQuery,
        parameters: [keyHash],
      })
      const row = rows[0]
      if (row === undefined) return undefined
      return {
        userUuid: row.uuid,
        products: productsOf(row.products),
        lastUsedAt: nullableNumber(row.last_used_at),
      }
    },

    async noteUse(keyHash, now) {
      // The condition holds across instances: of two that read an old value, one writes.
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
