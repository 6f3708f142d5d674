import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { Dropdown } from '@/lib/ui/Dropdown'
import type { StartAction } from './libraryActions'
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
  onAction: StartAction
}) {
  // Found by id when the dialog closes: the menu button that opened it gets focus back.
  const menuId = useId()
  const returnFocus = () => document.getElementById(menuId)?.querySelector('button')?.focus()
  const start = (kind: 'moveDashboard' | 'deleteDashboard') => () =>
    onAction({ kind, dashboard, returnFocus })

  return (
    <li className="dash-library-entry">
      <Link
        to="/dashboards/$uuid"
        params={{ uuid: dashboard.uuid }}
        search={asset ? { a: asset } : {}}
        aria-current={open ? 'page' : undefined}
        className="dash-library-link"
      >
        {dashboard.meta.name}
      </Link>
      <div id={menuId}>
        <Dropdown
          trigger="⋯"
          label={`Actions for ${dashboard.meta.name}`}
          className="icon-button dash-library-menu-button"
          align="end"
          items={[
            { key: 'move', label: 'Move to category…', onSelect: start('moveDashboard') },
            { key: 'delete', label: 'Delete…', onSelect: start('deleteDashboard') },
          ]}
        />
      </div>
    </li>
  )
}
