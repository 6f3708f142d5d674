import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { DashboardDocument } from '@/core/api/dashboards'
import type { DashboardItem } from '@/core/api/dashboardItems'
import type { DashboardSearch } from '@/core/searchParams'
import { dashboardQuery } from '@/lib/dashboards/dashboardQueries'
import { Placeholder } from '@/lib/ui/Placeholder'
import { DashboardEditor } from './DashboardEditor'
import { DashboardFailureView, failureOf } from './DashboardFailureView'
import './dashboards.css'

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
  /** A dashboard's uuid or a preset's slug. */
  id: string
  search: DashboardPageSearch
  onSearch: (patch: Partial<DashboardPageSearch>) => void
}

/**
 * /dashboards/{uuid}: a dashboard (anyone's, shared by link) or a preset (by slug), viewed or
 * edited (app.md section 4). Loading shows the dashboard's skeleton; a failure the gate, not
 * found or the error with Retry.
 */
export function DashboardPage(props: DashboardPageProps) {
  const { id, search, sidebar } = props
  const document = useQuery(dashboardQuery(id, search.a))

  let main: ReactNode
  if (document.isPending) main = <Placeholder kind="dashboard" />
  else if (document.isError) {
    main = (
      <DashboardFailureView
        failure={failureOf(document.error)}
        onRetry={() => void document.refetch()}
      />
    )
  } else {
    const saved = document.data
    main = (
      <DashboardEditor
        // A new dashboard, or another asset, opens afresh; a newer version of this one is taken
        // in by the editor itself when nothing is being edited.
        key={`${saved.uuid}:${search.a ?? ''}`}
        {...props}
        document={saved}
      />
    )
  }
  return (
    <section className="page dashboard-page">
      {sidebar !== undefined && <aside className="dashboard-sidebar">{sidebar}</aside>}
      <div className="dashboard-main">{main}</div>
    </section>
  )
}
