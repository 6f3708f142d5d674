import { Link } from '@tanstack/react-router'
import { LibraryEntry } from '@/lib/documentLibrary/LibraryEntry'
import type { StartDashboardAction } from './libraryActions'
import type { DashboardSummary } from './libraryTypes'

/** One dashboard of the user's: a link that opens it with the page's asset, and its menu. */
export function DashboardEntry({
  dashboard,
  asset,
  open,
  onAction,
}: {
  dashboard: DashboardSummary
  /** The asset the page shows, kept when another dashboard opens. */
  asset: string | undefined
  /** The dashboard is the one on screen. */
  open: boolean
  onAction: StartDashboardAction
}) {
  const action = (kind: 'moveDashboard' | 'deleteDashboard', label: string) => ({
    key: kind,
    label,
    start: (returnFocus: () => void) => onAction({ kind, dashboard, returnFocus }),
  })

  return (
    <LibraryEntry
      name={dashboard.meta.name}
      actions={[action('moveDashboard', 'Move to category…'), action('deleteDashboard', 'Delete…')]}
    >
      <Link
        to="/dashboards/$uuid"
        params={{ uuid: dashboard.uuid }}
        search={asset ? { a: asset } : {}}
        aria-current={open ? 'page' : undefined}
        className="dash-library-link"
      >
        {dashboard.meta.name}
      </Link>
    </LibraryEntry>
  )
}
