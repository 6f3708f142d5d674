import type { ReactNode } from 'react'
import type { DashboardItem } from '@/core/api/dashboardItems'
import type { DashboardAction, LoadedDashboard } from '@/core/dashboardEditor/dashboardState'
import { newEmbedItem, newMetricTile } from '@/core/dashboardEditor/newItems'
import { defaultAsset } from '@/core/constants'
import type { Plan } from '@/core/plans'
import { AddMetricDialog } from '@/lib/charts/AddMetricDialog'
import { CloneDialog } from './dialogs/CloneDialog'
import { EmbedDialog } from './dialogs/EmbedDialog'
import type { DashboardSlots } from './dashboardPageProps'
import { useCreateDashboard } from '../dashboardWrites'
import { DeleteDashboardDialog } from '../DeleteDashboardDialog'

/** The dashboard's modals chosen by the address's `modal` (app.md section 2). */
export type DashboardModal =
  | 'dashboardAddMetric'
  | 'dashboardAddVideo'
  | 'dashboardEditVideo'
  | 'dashboardClone'
  | 'dashboardAddFavorite'

const uuid = () => crypto.randomUUID()

/**
 * The dialogs of a loaded dashboard: those named by the address, and the report and delete
 * dialogs the page opens itself. Each adds to or changes the dashboard through the reducer.
 */
export function DashboardModals({
  modal,
  state,
  plan,
  asset,
  editedEmbed,
  reportDialog,
  deleteDialog,
  renderAddFavorite,
  dispatch,
  onClose,
}: {
  modal: string | undefined
  state: LoadedDashboard
  plan: Plan
  asset: string | undefined
  editedEmbed: DashboardItem | undefined
  reportDialog: boolean
  deleteDialog: boolean
  renderAddFavorite: DashboardSlots['renderAddFavorite']
  dispatch: (action: DashboardAction) => void
  onClose: () => void
}) {
  const create = useCreateDashboard()
  const add = (item: DashboardItem) => {
    dispatch({ type: 'addItem', item })
    onClose()
  }
  let dialog: ReactNode = null

  if (modal === 'dashboardAddMetric') {
    dialog = (
      <AddMetricDialog
        asset={asset ?? defaultAsset}
        plan={plan}
        onClose={onClose}
        onAdd={(meta, name) => add(newMetricTile(uuid(), meta, name))}
      />
    )
  } else if (modal === 'dashboardAddVideo') {
    dialog = (
      <EmbedDialog
        kind="video"
        onClose={onClose}
        onSubmit={(values) => add(newEmbedItem(uuid(), 'video', values))}
      />
    )
  } else if (modal === 'dashboardEditVideo' && editedEmbed?.configType === 'video') {
    dialog = (
      <EmbedDialog
        kind="video"
        initial={editedEmbed.meta}
        onClose={onClose}
        onSubmit={(meta) => {
          dispatch({ type: 'updateItem', uuid: editedEmbed.uuid, patch: { meta } })
          onClose()
        }}
      />
    )
  } else if (modal === 'dashboardClone') {
    dialog = (
      <CloneDialog
        name={state.content.meta.name}
        pending={create.isPending}
        onClose={onClose}
        onClone={(name) =>
          create.mutate({ content: { ...state.content, meta: { ...state.content.meta, name } } })
        }
      />
    )
  } else if (modal === 'dashboardAddFavorite' && renderAddFavorite) {
    dialog = renderAddFavorite({ onAdd: add, onClose })
  } else if (reportDialog) {
    const edited = editedEmbed?.configType === 'lookerEmbed' ? editedEmbed : undefined
    dialog = (
      <EmbedDialog
        kind="lookerEmbed"
        initial={edited?.meta}
        onClose={onClose}
        onSubmit={(meta) => {
          if (edited) {
            dispatch({ type: 'updateItem', uuid: edited.uuid, patch: { meta } })
            onClose()
          } else add(newEmbedItem(uuid(), 'lookerEmbed', meta))
        }}
      />
    )
  } else if (deleteDialog && state.saved) {
    dialog = (
      <DeleteDashboardDialog
        dashboard={{
          uuid: state.saved.uuid,
          version: state.saved.version,
          name: state.content.meta.name,
        }}
        onClose={onClose}
      />
    )
  }
  return dialog
}
