import { useQuery } from '@tanstack/react-query'
import { defaultAsset } from '@/core/constants'
import { favoriteTile } from '@/core/dashboardEditor/favoriteTile'
import { dashboardQuery } from '@/lib/dashboards/dashboardQueries'
import { FavoriteStar } from '@/lib/favorites/FavoriteStar'
import { FavoritesPanel } from '@/lib/favorites/FavoritesPanel'
import { dashboardStarTarget } from './dashboardStarTarget'
import { AddFavoriteDialog } from './library/AddFavoriteDialog'
import { DashboardLibrary } from './library/DashboardLibrary'
import { DashboardPage } from './page/DashboardPage'
import type { DashboardPageProps, DashboardSlots } from './page/dashboardPageProps'

type WorkspaceProps = Omit<DashboardPageProps, keyof DashboardSlots>

const renderStar: DashboardSlots['renderStar'] = (dashboard, asset) => (
  <FavoriteStar target={dashboardStarTarget(dashboard, asset)} />
)

const renderAddFavorite: DashboardSlots['renderAddFavorite'] = ({ onAdd, onClose }) => (
  <AddFavoriteDialog
    onClose={onClose}
    onAdd={(favorite) => {
      const tile = favoriteTile(crypto.randomUUID(), favorite)
      if (tile) onAdd(tile)
      else onClose()
    }}
  />
)

/**
 * /dashboards/{uuid} (and /dashboards/new) as a whole: the dashboard page with the dashboards
 * list beside it, the favourite star by its title, the viewer's favourites in a favourites tile
 * and the Add favourite dialog.
 */
export function DashboardWorkspace(props: WorkspaceProps) {
  const { id, search } = props
  return (
    <DashboardPage
      {...props}
      sidebar={
        id === null ? (
          <DashboardLibrary asset={search.a ?? defaultAsset} />
        ) : (
          <OpenDashboardLibrary id={id} a={search.a} />
        )
      }
      renderStar={renderStar}
      favorites={<FavoritesPanel activeUuid={id ?? undefined} />}
      renderAddFavorite={renderAddFavorite}
    />
  )
}

/**
 * The list beside a dashboard: new dashboards and presets for the asset on screen, the
 * address's, else the dashboard's own (read from the page's cached query), else the default.
 */
function OpenDashboardLibrary({ id, a }: { id: string; a: string | undefined }) {
  const document = useQuery(dashboardQuery(id, a))
  const asset = a ?? document.data?.data.meta.asset ?? defaultAsset
  return <DashboardLibrary activeUuid={id} asset={asset} />
}
