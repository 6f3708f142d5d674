import { queryOptions, useQuery } from '@tanstack/react-query'
import { favoriteListSchema } from '@/core/api/favorites'
import { requestJson } from '@/lib/api/client'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { offlineStaleTime } from '@/lib/query/offlineStaleTime'

/*
 * The signed-in user's favourites (GET /v1/user/favorites). Under "user" so that signing out,
 * which clears the user's queries, clears them too. Nameless entries are dropped by the shared
 * list schema (app.md section 3).
 */

export const favoritesKey = ['user', 'favorites'] as const

export const favoritesQuery = queryOptions({
  queryKey: favoritesKey,
  queryFn: async ({ signal }) =>
    favoriteListSchema.parse(await requestJson('/v1/user/favorites', { signal })),
  // Another device may star something at any time, and the copy restored from local storage
  // can predate the last star on this one (it is written a second after a change): the held
  // list shows at once, offline too, and is read again whenever a star or list appears and when
  // the window comes back to the front.
  staleTime: offlineStaleTime(0),
  refetchOnWindowFocus: true,
})

/**
 * The favourites of whoever is signed in; a guest has none and nothing is asked for. `status` is
 * the user's, so a caller can tell a guest from a user whose list is loading.
 */
export function useFavorites() {
  const { status } = useCurrentUser()
  const query = useQuery({ ...favoritesQuery, enabled: status === 'authenticated' })
  return { status, query, favorites: query.data?.data ?? [] }
}
