import { useNavigate } from '@tanstack/react-router'
import { useEffect, useReducer, useState } from 'react'
import type { Layout } from 'react-grid-layout'
import type { DashboardDocument } from '@/core/api/dashboards'
import type { DashboardItem } from '@/core/api/dashboardItems'
import {
  dashboardReducer,
  initialDashboardState,
  type DashboardAction,
  type LoadedDashboard,
} from '@/core/dashboardEditor/dashboardState'
import type { LayoutMove } from '@/core/dashboardEditor/dashboardLayout'
import { newDashboardContent, newMarkdownItem, newTextItem } from '@/core/dashboardEditor/newItems'
import { defaultZoom } from '@/core/searchParams'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { EmptyState } from '@/lib/ui/EmptyState'
import { toast } from '@/lib/ui/toastStore'
import { DashboardGrid } from './DashboardGrid'
import { DashboardHeader, type AddKind } from './DashboardHeader'
import { DashboardModals, type DashboardModal } from './DashboardModals'
import type { DashboardPageProps } from './dashboardPageProps'
import { DashboardItemView } from './items/DashboardItemView'
import { UnsavedChangesGuard } from './UnsavedChangesGuard'
import { useLeaveNewDashboard } from './useLeaveNewDashboard'
import { useRevalidatedEdit } from './useRevalidatedEdit'
import { dashboardToasts } from '../dashboardToasts'
import { useCreateDashboard, useSaveDashboard } from '../dashboardWrites'

export const emptyDashboardText = 'This dashboard has no items yet'
export const newDashboardName = 'Untitled dashboard'

const uuid = () => crypto.randomUUID()

function useDashboardState(
  document: DashboardDocument | null,
  asset: string | undefined,
  edit: boolean,
) {
  const [state, dispatch] = useReducer(dashboardReducer, initialDashboardState, (initial) =>
    dashboardReducer(
      initial,
      document === null
        ? { type: 'draft', content: newDashboardContent(newDashboardName, asset ?? null) }
        : { type: 'loaded', document, asset, edit },
    ),
  )
  // The editor opens on a loaded document or a draft: every action keeps it loaded.
  return [state as LoadedDashboard, dispatch] as const
}

/**
 * A loaded dashboard, or a new one (`document` null: a draft, created by its first save): its
 * header, its grid of widgets and its modals.
 */
export function DashboardEditor(
  props: Omit<DashboardPageProps, 'id'> & { document: DashboardDocument | null },
) {
  const { document, search, onSearch } = props
  const { plan, status } = useCurrentUser()
  const signedIn = status === 'authenticated'
  const navigate = useNavigate()
  const [state, dispatch] = useDashboardState(
    document,
    search.a,
    search.editDashboard === true && signedIn,
  )
  const save = useSaveDashboard()
  const create = useCreateDashboard()
  // The video or report whose Edit was pressed, and the report dialog (it has no modal name).
  const [editedEmbed, setEditedEmbed] = useState<string | null>(null)
  const [reportDialog, setReportDialog] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const editing = state.mode === 'edit'
  const isNew = document === null
  const cancelNew = useLeaveNewDashboard(state, isNew, search.a)

  // A newer version read while nothing is being edited (someone saved elsewhere) is shown.
  const savedVersion = state.saved?.version ?? 0
  useEffect(() => {
    if (document && state.mode === 'view' && !state.modified && document.version > savedVersion) {
      dispatch({ type: 'loaded', document, asset: search.a })
    }
  }, [document, state.mode, state.modified, savedVersion, search.a, dispatch])

  // `editDashboard` in the address opens edit mode on the current version, once signed in.
  const opening = useRevalidatedEdit(
    state,
    search.editDashboard === true && signedIn,
    search.a,
    dispatch,
  )

  // Editing needs an account: a guest signs in and comes back to this address.
  const signIn = (url: URL) =>
    void navigate({
      to: '/auth/$method',
      params: { method: 'login' },
      search: { redirectTo: `${url.pathname}${url.search}` },
    })
  const requireAccount = (modal?: DashboardModal) => {
    if (signedIn) return true
    const url = new URL(window.location.href)
    if (modal) url.searchParams.set('modal', modal)
    else if (!isNew) url.searchParams.set('editDashboard', 'true')
    signIn(url)
    return false
  }
  const openModal = (modal: DashboardModal) => {
    if (requireAccount(modal)) onSearch({ modal })
  }
  const closeModal = () => onSearch({ modal: undefined })
  const act = (action: DashboardAction) => dispatch(action)
  const addItem = (item: DashboardItem) => act({ type: 'addItem', item })

  const onAdd = (kind: AddKind) => {
    if (!requireAccount()) return
    if (kind === 'text') addItem(newTextItem(uuid()))
    else if (kind === 'markdown') addItem(newMarkdownItem(uuid()))
    else if (kind === 'metric') openModal('dashboardAddMetric')
    else if (kind === 'video') openModal('dashboardAddVideo')
    else if (kind === 'favorite') openModal('dashboardAddFavorite')
    else setReportDialog(true)
  }
  // A keyboard step: moved or resized as a drag would, the others making room and closing up.
  const onMove = (uuid: string, move: LayoutMove) => act({ type: 'moveItem', uuid, move })
  // The grid reports its layout on mount too; only a drag or resize while editing is a change.
  const onLayout = (layout: Layout) => {
    if (editing) act({ type: 'layout', layouts: layout })
  }
  const endEdit = () => onSearch({ editDashboard: undefined })
  const items = new Map(state.content.configs.map((item) => [item.uuid, item]))

  return (
    <>
      <DashboardHeader
        state={state}
        asset={search.a ?? state.content.meta.asset ?? undefined}
        signedIn={signedIn}
        saving={save.isPending || create.isPending}
        star={state.saved ? props.renderStar?.(state.saved, search.a) : undefined}
        canAddFavorite={props.renderAddFavorite !== undefined}
        onAsset={(a) => onSearch({ a })}
        opening={opening}
        onEdit={() => {
          if (requireAccount()) onSearch({ editDashboard: true })
        }}
        onCancel={() => {
          act({ type: 'cancel' })
          // A new dashboard was never created: Cancel leaves nothing behind.
          if (isNew) cancelNew()
          else endEdit()
        }}
        onSave={() => {
          if (state.saved === null) {
            // The first save creates it; the page then opens it (useLeaveNewDashboard).
            create.mutate(
              { content: state.content, open: false },
              {
                onSuccess: ({ document, result }) => {
                  if (result === 'done') toast.success(dashboardToasts.saved)
                  act({ type: 'saved', document })
                },
              },
            )
            return
          }
          save.mutate(
            { saved: state.saved, content: state.content },
            {
              onSuccess: ({ document }) => {
                act({ type: 'saved', document })
                endEdit()
              },
            },
          )
        }}
        onRename={(name) => act({ type: 'meta', meta: { name } })}
        onAdd={onAdd}
        onClone={() => openModal('dashboardClone')}
        onDelete={() => setDeleting(true)}
        onNew={() => {
          // Opened as a draft: nothing is created until it is saved.
          const a = search.a ?? state.content.meta.asset ?? undefined
          // While the session is still being read, the draft's page decides: it waits for the
          // answer and sends only a guest to sign in (a click then must not lose a signed-in user).
          if (status !== 'unauthenticated') {
            return void navigate({ to: '/dashboards/new', search: { a } })
          }
          const url = new URL('/dashboards/new', window.location.href)
          if (a) url.searchParams.set('a', a)
          signIn(url)
        }}
      />
      {state.content.configs.length === 0 ? (
        <div className="card dashboard-empty">
          <EmptyState title={emptyDashboardText}>
            {editing ? (
              <div className="button-row">
                <button type="button" className="button primary" onClick={() => onAdd('metric')}>
                  Add metric
                </button>
                <button type="button" className="button" onClick={() => onAdd('text')}>
                  Add text
                </button>
              </div>
            ) : (
              !state.readOnly && <p className="muted">Press Edit to add charts, text and videos.</p>
            )}
          </EmptyState>
        </div>
      ) : (
        <DashboardGrid
          layouts={state.content.layouts}
          editing={editing}
          onLayout={onLayout}
          renderItem={(entry) => {
            const item = items.get(entry.i)
            if (!item) return null
            return (
              <DashboardItemView
                item={item}
                entry={entry}
                editing={editing}
                zoom={search.zoom ?? defaultZoom}
                favorites={props.favorites}
                onPatch={(patch) => act({ type: 'updateItem', uuid: item.uuid, patch })}
                onRemove={() => act({ type: 'removeItem', uuid: item.uuid })}
                onMove={(move) => onMove(item.uuid, move)}
                onEditEmbed={() => {
                  setEditedEmbed(item.uuid)
                  if (item.configType === 'video') openModal('dashboardEditVideo')
                  else setReportDialog(true)
                }}
              />
            )
          }}
        />
      )}
      <DashboardModals
        modal={signedIn ? search.modal : undefined}
        state={state}
        plan={plan}
        asset={search.a ?? state.content.meta.asset ?? undefined}
        editedEmbed={editedEmbed ? items.get(editedEmbed) : undefined}
        reportDialog={reportDialog}
        deleteDialog={deleting}
        renderAddFavorite={props.renderAddFavorite}
        dispatch={dispatch}
        onClose={() => {
          setReportDialog(false)
          setDeleting(false)
          setEditedEmbed(null)
          if (search.modal) closeModal()
        }}
      />
      <UnsavedChangesGuard modified={state.modified} />
    </>
  )
}
