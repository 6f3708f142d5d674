import type { Kysely } from 'kysely'
import type { Favorite } from '@/core/api/favorites'
import type { Database } from '../db/schema'

/** A user's favourites list as the server holds it. */
export interface StoredFavorites {
  favorites: Favorite[]
  /** 1 for a user who never wrote one: the empty list. */
  version: number
  /** Milliseconds since the epoch; null before the first write. */
  updatedAt: number | null
}

export interface FavoritesRepository {
  read(userUuid: string): Promise<StoredFavorites>
  /**
   * Writes `favorites` as the version after `readVersion`, only if the list is still at
   * `readVersion`; answers the new version, or undefined when another write got there first.
   */
  write(
    userUuid: string,
    favorites: readonly Favorite[],
    readVersion: number,
    now: number,
  ): Promise<number | undefined>
}

export const emptyFavoritesVersion = 1

export function createFavoritesRepository(db: Kysely<Database>): FavoritesRepository {
  return {
    async read(userUuid) {
      const row = await db
        .selectFrom('user_favorites')
        .selectAll()
        .where('user_uuid', '=', userUuid)
        .executeTakeFirst()
      if (row === undefined) {
        return { favorites: [], version: emptyFavoritesVersion, updatedAt: null }
      }
      return {
        // Stored lists were validated on the way in.
        favorites: JSON.parse(row.favorites) as Favorite[],
        version: row.version,
        // PostgreSQL answers bigint as a string.
        updatedAt: Number(row.updated_at),
      }
    },

    async write(userUuid, favorites, readVersion, now) {
      const version = readVersion + 1
      const json = JSON.stringify(favorites)
      if (readVersion === emptyFavoritesVersion) {
        // The first write creates the row; of two first writes, one inserts, one gets nothing.
        const inserted = await db
          .insertInto('user_favorites')
          .values({ user_uuid: userUuid, favorites: json, version, updated_at: now })
          .onConflict((conflict) => conflict.column('user_uuid').doNothing())
          .executeTakeFirst()
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? version : undefined
      }
      const result = await db
        .updateTable('user_favorites')
        .set({ favorites: json, version, updated_at: now })
        .where('user_uuid', '=', userUuid)
        .where('version', '=', readVersion)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0 ? version : undefined
    },
  }
}
