import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Favorite } from '@/core/api/favorites'
import { describeFailure } from '@/lib/api/statusHandling'
import { submitOperation } from '@/lib/outbox/outboxSync'
import { toast } from '@/lib/ui/toastStore'
import { favoritesKey } from './favoritesQuery'

/** Toast texts of app.md section 8. */
export const favoriteToasts = {
  addFailed: 'Error adding favorite',
  removeFailed: 'Error removing favorite',
} as const

/*
 * A star or unstar goes through the outbox (docs/offline.md) as one add or remove of one
 * favourite, never the whole list: two devices starring different charts each add their own, and
 * a star pressed offline is kept and sent when the connection is back. The change shows at once;
 * a refusal is reported and the list read again, which takes back only that change.
 */
function useFavoriteWrite(submit: (favorite: Favorite) => Promise<unknown>, failedTitle: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submit,
    onError: (error) => {
      toast.error(failedTitle, describeFailure(error))
      void queryClient.invalidateQueries({ queryKey: favoritesKey })
    },
  })
}

/** Stars a metric or dashboard: PUT /v1/user/favorites/{id}. */
export function useAddFavorite() {
  return useFavoriteWrite(
    (favorite) =>
      submitOperation({
        kind: 'favorite.add',
        target: favorite.id,
        payload: favorite,
        baseVersion: null,
        label: `Starred “${favorite.extra.name}”`,
      }),
    favoriteToasts.addFailed,
  )
}

/** Unstars one: DELETE /v1/user/favorites/{id}. */
export function useRemoveFavorite() {
  return useFavoriteWrite(
    (favorite) =>
      submitOperation({
        kind: 'favorite.remove',
        target: favorite.id,
        baseVersion: null,
        label: `Unstarred “${favorite.extra.name}”`,
      }),
    favoriteToasts.removeFailed,
  )
}
