import { useNavigate, useRouterState } from '@tanstack/react-router'
import { findFavorite, type Favorite } from '@/core/api/favorites'
import { FavoriteStarButton } from './FavoriteStarButton'
import { useAddFavorite, useRemoveFavorite } from './favoriteMutations'
import { useFavorites } from './favoritesQuery'

/** What a star stands for: a metric's chart or a dashboard, and the name it is listed under. */
export interface StarTarget {
  configType: Favorite['configType']
  meta: Favorite['meta']
  name: string
}

/**
 * The star of a chart or dashboard. It is on when the user's favourites hold the same thing by
 * the shared matching rule (dashboards by uuid, or slug and asset; metrics by code and asset).
 * A press adds or removes that one favourite at once; a guest is sent to sign in and comes back.
 */
export function FavoriteStar({ target }: { target: StarTarget }) {
  const { status, query, favorites } = useFavorites()
  const add = useAddFavorite()
  const remove = useRemoveFavorite()
  const navigate = useNavigate()
  const here = useRouterState({ select: (state) => state.location.href })
  const existing = findFavorite(favorites, target)
  const busy = status === 'initial' || (status === 'authenticated' && query.isPending)

  const toggle = () => {
    if (status === 'unauthenticated') {
      void navigate({
        to: '/auth/$method',
        params: { method: 'login' },
        search: { redirectTo: here },
      })
      return
    }
    // Until the list is known, a press could add a second copy of a favourite already there.
    if (busy) return
    if (existing) {
      remove.mutate(existing)
      return
    }
    const favorite: Favorite = {
      id: crypto.randomUUID(),
      configType: target.configType,
      meta: target.meta,
      extra: { name: target.name },
    }
    add.mutate(favorite)
  }

  return <FavoriteStarButton active={existing !== undefined} busy={busy} onToggle={toggle} />
}
