import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  removeFavorite,
  upsertFavorite,
  type Favorite,
  type FavoriteList,
} from '@/core/api/favorites'
import { describeFailure } from '@/lib/api/statusHandling'
import { toast } from '@/lib/ui/toastStore'
import { deleteFavorite, putFavorite } from './favoriteRequests'
import { favoritesKey, favoritesQuery } from './favoritesQuery'

/** Toast texts of app.md section 8. */
export const favoriteToasts = {
  addFailed: 'Error adding favorite',
  removeFailed: 'Error removing favorite',
} as const

const favoriteWriteKey = ['favorites', 'write'] as const

type Edit = (list: readonly Favorite[]) => Favorite[]

function editCached(queryClient: QueryClient, edit: Edit): void {
  queryClient.setQueryData(favoritesQuery.queryKey, (held: FavoriteList | undefined) =>
    held ? { ...held, data: edit(held.data) } : held,
  )
}

/**
 * A favourites write shown at once (optimistic) and undone on failure. The undo reverses only
 * this change, not the whole list as it was: another star pressed meanwhile keeps its own state.
 * The server's answer, when it holds the list, replaces the cache; the list is read again after
 * every write either way.
 */
function useFavoriteWrite(
  write: (favorite: Favorite) => Promise<FavoriteList | undefined>,
  apply: (favorite: Favorite) => Edit,
  undo: (favorite: Favorite, index: number) => Edit,
  failedTitle: string,
) {
  const queryClient = useQueryClient()
  // Only the last of several writes in flight refreshes the list: an earlier answer (or a read
  // made before a later write landed) would briefly unstar what the user just starred.
  const last = () => queryClient.isMutating({ mutationKey: favoriteWriteKey }) === 1
  return useMutation({
    mutationKey: favoriteWriteKey,
    mutationFn: write,
    onMutate: async (favorite) => {
      // A read in flight would otherwise land after the optimistic change and hide it.
      await queryClient.cancelQueries({ queryKey: favoritesKey })
      const held = queryClient.getQueryData(favoritesQuery.queryKey)
      const index = held?.data.findIndex((kept) => kept.id === favorite.id) ?? -1
      editCached(queryClient, apply(favorite))
      return { index }
    },
    onError: (error, favorite, context) => {
      editCached(queryClient, undo(favorite, context?.index ?? -1))
      toast.error(failedTitle, describeFailure(error))
    },
    onSuccess: (list) => {
      if (list && last()) queryClient.setQueryData(favoritesQuery.queryKey, list)
    },
    onSettled: () =>
      last() ? queryClient.invalidateQueries({ queryKey: favoritesKey }) : undefined,
  })
}

/** Stars a metric or dashboard: PUT /v1/user/favorites/{id}. */
export function useAddFavorite() {
  return useFavoriteWrite(
    putFavorite,
    (favorite) => (list) => upsertFavorite(list, favorite),
    (favorite) => (list) => removeFavorite(list, favorite.id),
    favoriteToasts.addFailed,
  )
}

/** Unstars one: DELETE /v1/user/favorites/{id}; a failure puts it back where it was. */
export function useRemoveFavorite() {
  return useFavoriteWrite(
    (favorite) => deleteFavorite(favorite.id),
    (favorite) => (list) => removeFavorite(list, favorite.id),
    (favorite, index) => (list) => {
      if (list.some((kept) => kept.id === favorite.id)) return [...list]
      const at = index < 0 ? list.length : Math.min(index, list.length)
      return [...list.slice(0, at), favorite, ...list.slice(at)]
    },
    favoriteToasts.removeFailed,
  )
}
