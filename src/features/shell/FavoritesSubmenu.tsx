import * as Menu from '@radix-ui/react-dropdown-menu'
import { Link } from '@tanstack/react-router'
import { favoriteKindText, favoriteLink } from '@/lib/favorites/favoriteLinks'
import { useFavorites } from '@/lib/favorites/favoritesQuery'
import { readState } from '@/lib/query/readState'

/** How many favourites the user menu lists; the rest are on the dashboards page's sidebar. */
export const favoritesInMenu = 10

/**
 * The user menu's Favourites submenu (arrow right or Enter opens it): the first favourites as
 * links, or why there are none. Its items are read only once it is opened.
 */
export function FavoritesSubmenu() {
  return (
    <Menu.Sub>
      <Menu.SubTrigger className="menu-item menu-sub-trigger">
        Favourites <span aria-hidden="true">›</span>
      </Menu.SubTrigger>
      <Menu.Portal>
        <Menu.SubContent className="menu favorites-menu" sideOffset={4} collisionPadding={8}>
          <FavoriteItems />
        </Menu.SubContent>
      </Menu.Portal>
    </Menu.Sub>
  )
}

function FavoriteItems() {
  const { query, favorites } = useFavorites()
  // The kept list shows while a refresh fails (offline); loading or failed only without it.
  const state = readState(query)
  if (state.kind === 'loading') {
    return (
      <Menu.Item className="menu-item" disabled>
        Loading
      </Menu.Item>
    )
  }
  if (state.kind === 'offline' || state.kind === 'error') {
    return (
      <Menu.Item className="menu-item" disabled>
        {state.kind === 'offline'
          ? 'Offline: favourites are not saved on this device yet'
          : 'Favourites could not be loaded'}
      </Menu.Item>
    )
  }
  if (favorites.length === 0) {
    return (
      <Menu.Item className="menu-item" disabled>
        No favourites yet: star a chart or dashboard
      </Menu.Item>
    )
  }
  const more = favorites.length - favoritesInMenu
  return (
    <>
      {favorites.slice(0, favoritesInMenu).map((favorite) => {
        const link = favoriteLink(favorite)
        if (!link) return null
        return (
          <Menu.Item key={favorite.id} className="menu-item favorites-menu-item" asChild>
            <Link {...link}>
              <span>{favorite.extra.name}</span>
              <span className="muted">{favoriteKindText(favorite)}</span>
            </Link>
          </Menu.Item>
        )
      })}
      {more > 0 ? (
        <>
          <Menu.Separator className="menu-separator" />
          <Menu.Item className="menu-item" asChild>
            <Link to="/dashboards">
              {more === 1 ? '1 more' : `${more} more`} on the Dashboards page
            </Link>
          </Menu.Item>
        </>
      ) : null}
    </>
  )
}
