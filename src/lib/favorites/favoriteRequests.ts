import { favoriteListSchema, type Favorite, type FavoriteList } from '@/core/api/favorites'
import { idempotencyKeyHeader } from '@/core/api/documentVersion'
import { requestJson } from '@/lib/api/client'

/*
 * Favourites are written one at a time (PUT and DELETE /v1/user/favorites/{id}), never as the
 * whole list: two devices starring different charts each add their own, and neither erases the
 * other's. Each write carries a fresh Idempotency-Key, so a retry after a lost answer is applied
 * once. The answer is the list as the server now holds it, when it sends one.
 */

const path = (id: string) => `/v1/user/favorites/${encodeURIComponent(id)}`

function listOrUndefined(answer: unknown): FavoriteList | undefined {
  const parsed = favoriteListSchema.safeParse(answer)
  return parsed.success ? parsed.data : undefined
}

export async function putFavorite(favorite: Favorite): Promise<FavoriteList | undefined> {
  return listOrUndefined(
    await requestJson(path(favorite.id), {
      method: 'PUT',
      json: favorite,
      headers: { [idempotencyKeyHeader]: crypto.randomUUID() },
    }),
  )
}

export async function deleteFavorite(id: string): Promise<FavoriteList | undefined> {
  return listOrUndefined(
    await requestJson(path(id), {
      method: 'DELETE',
      headers: { [idempotencyKeyHeader]: crypto.randomUUID() },
    }),
  )
}
