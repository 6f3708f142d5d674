import type { QueryClient } from '@tanstack/react-query'
import { favoriteSchema, removeFavorite, upsertFavorite } from '@/core/api/favorites'
import type { Operation } from '@/core/sync/operations'
import { favoritesQuery } from '@/lib/favorites/favoritesQuery'

/* A queued star or unstar shown in the favourites list (see dashboardEdits.ts). */
export function applyFavoriteEdit(queryClient: QueryClient, op: Operation): void {
  queryClient.setQueryData(favoritesQuery.queryKey, (held) => {
    if (held === undefined) return held
    if (op.kind === 'favorite.remove')
      return { ...held, data: removeFavorite(held.data, op.target) }
    const favorite = favoriteSchema.safeParse(op.payload)
    return favorite.success ? { ...held, data: upsertFavorite(held.data, favorite.data) } : held
  })
}
