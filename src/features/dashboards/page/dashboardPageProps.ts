import type { ReactNode } from 'react'
import type { DashboardDocument } from '@/core/api/dashboards'
import type { DashboardItem } from '@/core/api/dashboardItems'
import type { DashboardSearch } from '@/core/searchParams'

// What the dashboard page (DashboardPage.tsx) is given, in its own file so that the parts it
// renders (DashboardEditor, DashboardModals) can name it without importing the page.

export type DashboardPageSearch = Pick<DashboardSearch, 'a' | 'editDashboard' | 'zoom' | 'modal'>

/** What another feature may put on the page (the route composes them). */
export interface DashboardSlots {
  /** The dashboards list beside the page (categories, search). */
  sidebar?: ReactNode
  /** The favourite button beside the title, for the dashboard shown. */
  renderStar?: (dashboard: DashboardDocument, asset: string | undefined) => ReactNode
  /** The viewer's favourites inside a favourites tile. */
  favorites?: ReactNode
  /** The dashboardAddFavorite modal: hands the chosen favourite's tile to the dashboard. */
  renderAddFavorite?: (props: {
    onAdd: (item: DashboardItem) => void
    onClose: () => void
  }) => ReactNode
}

export interface DashboardPageProps extends DashboardSlots {
  /** A dashboard's uuid or a preset's slug; null for a new dashboard (/dashboards/new). */
  id: string | null
  search: DashboardPageSearch
  onSearch: (patch: Partial<DashboardPageSearch>) => void
}
