import { dashboardCategoriesQuery, dashboardListQuery } from '@/lib/dashboards/dashboardQueries'
import { MyDocumentsPanel } from '@/lib/documentLibrary/MyDocumentsPanel'
import { DashboardActionDialog } from './DashboardActionDialog'
import { DashboardEntry } from './DashboardEntry'
import { dashboardLibrary } from './dashboardLibrary'
import { groupDashboards } from './dashboardGroups'
import type { DashboardAction } from './libraryActions'
import './library.css'

const toolbar: readonly { label: string; action: DashboardAction; primary: boolean }[] = [
  { label: 'New dashboard', action: { kind: 'createDashboard' }, primary: true },
]

/** The My dashboards tab: the signed-in user's dashboards; a guest is asked to log in. */
export function MyDashboardsPanel({ activeUuid, asset }: { activeUuid?: string; asset: string }) {
  return (
    <MyDocumentsPanel
      library={dashboardLibrary}
      documentsQuery={dashboardListQuery}
      categoriesQuery={dashboardCategoriesQuery}
      group={groupDashboards}
      toolbar={toolbar}
      entry={(dashboard, start) => (
        <DashboardEntry
          key={dashboard.uuid}
          dashboard={dashboard}
          asset={asset}
          open={activeUuid?.toLowerCase() === dashboard.uuid.toLowerCase()}
          onAction={start}
        />
      )}
      dialog={(action: DashboardAction, categories, onClose) => (
        <DashboardActionDialog
          action={action}
          asset={asset}
          categories={categories}
          onClose={onClose}
        />
      )}
    />
  )
}
