import { DeleteDashboardDialog } from '../DeleteDashboardDialog'
import type { DashboardAction } from './libraryActions'
import type { DashboardCategory } from './libraryTypes'
import { MoveDashboardDialog } from './MoveDashboardDialog'
import { NewDashboardDialog } from './NewDashboardDialog'

/** The dialog answering one of the dashboards' own actions (the shared library the categories'). */
export function DashboardActionDialog({
  action,
  asset,
  categories,
  onClose,
}: {
  action: DashboardAction
  asset: string
  categories: readonly DashboardCategory[]
  onClose: () => void
}) {
  switch (action.kind) {
    case 'moveDashboard':
      return (
        <MoveDashboardDialog
          dashboard={action.dashboard}
          categories={categories}
          onClose={onClose}
        />
      )
    case 'deleteDashboard': {
      const { uuid, version, meta } = action.dashboard
      return (
        <DeleteDashboardDialog dashboard={{ uuid, version, name: meta.name }} onClose={onClose} />
      )
    }
    case 'createDashboard':
      return <NewDashboardDialog asset={asset} categories={categories} onClose={onClose} />
  }
}
