import { Link, useRouterState } from '@tanstack/react-router'
import type { Favorite } from '@/core/api/favorites'
import { errorMessage } from '@/lib/api/apiError'
import { readState } from '@/lib/query/readState'
import { EmptyState } from '@/lib/ui/EmptyState'
import { OfflineNotice } from '@/lib/ui/OfflineNotice'
import { Placeholder } from '@/lib/ui/Placeholder'
import { favoriteKindText, favoriteLink } from './favoriteLinks'
import { useRemoveFavorite } from './favoriteMutations'
import { useFavorites } from './favoritesQuery'
import './favorites.css'

/**
 * The user's favourites as a list of links, each with a button that removes it: the Favourites
 * tab of the dashboards sidebar. A guest is asked to log in; the loading, empty and failed states
 * are its own. `activeUuid` marks the dashboard on screen.
 */
export function FavoritesPanel({ activeUuid }: { activeUuid?: string }) {
  const { status, query, favorites } = useFavorites()
  const remove = useRemoveFavorite()
  const here = useRouterState({ select: (state) => state.location.href })

  if (status === 'initial') return <Placeholder kind="dashboards" />
  if (status === 'unauthenticated') {
    return (
      <p className="favorites-note">
        Charts and dashboards you star appear here.{' '}
        <Link to="/auth/$method" params={{ method: 'login' }} search={{ redirectTo: here }}>
          Log in
        </Link>{' '}
        to see yours.
      </p>
    )
  }
  // The kept list shows while a refresh fails (offline); loading or failed only without it.
  const state = readState(query)
  if (state.kind === 'loading') return <Placeholder kind="dashboards" />
  if (state.kind === 'offline') {
    return <OfflineNotice subject="your favourites" onRetry={state.retry} />
  }
  if (state.kind === 'error') {
    return (
      <div role="alert" className="favorites-error">
        <p>{errorMessage(state.error)}</p>
        <button type="button" className="button" onClick={state.retry}>
          Retry
        </button>
      </div>
    )
  }
  if (favorites.length === 0) {
    return (
      <EmptyState title="No favourites yet">
        <p className="favorites-note">
          Press the star on a chart or a dashboard to keep it here, one click away.
        </p>
      </EmptyState>
    )
  }
  return (
    <ul className="favorites-list" aria-label="Favourites">
      {favorites.map((favorite) => (
        <FavoriteEntry
          key={favorite.id}
          favorite={favorite}
          current={isCurrent(favorite, activeUuid)}
          onRemove={() => remove.mutate(favorite)}
        />
      ))}
    </ul>
  )
}

function isCurrent(favorite: Favorite, activeUuid: string | undefined): boolean {
  if (!activeUuid || favorite.configType !== 'dashboard') return false
  const id = (favorite.meta.uuid ?? favorite.meta.slug)?.toLowerCase()
  return id === activeUuid.toLowerCase()
}

function FavoriteEntry({
  favorite,
  current,
  onRemove,
}: {
  favorite: Favorite
  current: boolean
  onRemove: () => void
}) {
  const link = favoriteLink(favorite)
  const name = favorite.extra.name
  const label = (
    <>
      <span>{name}</span>
      <span className="favorites-kind">{favoriteKindText(favorite)}</span>
    </>
  )
  return (
    <li className="favorites-entry">
      {link ? (
        <Link {...link} aria-current={current ? 'page' : undefined}>
          {label}
        </Link>
      ) : (
        <span>{label}</span>
      )}
      <button
        type="button"
        className="icon-button favorites-remove"
        aria-label={`Remove ${name} from favourites`}
        title="Remove from favourites"
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  )
}
