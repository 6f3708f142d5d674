import type { DashboardItem } from '../api/dashboardItems'
import type { LayoutEntry } from '../api/dashboardLayouts'
import type { DashboardDocument, DashboardMeta } from '../api/dashboards'
import type { Plan } from '../plans'
import {
  compactLayout,
  layoutForNewItem,
  mergeLayout,
  moveInLayout,
  type LayoutMove,
} from './dashboardLayout'
import type { DashboardContent } from './dashboardContent'
import { opened } from './openedDashboard'

/*
 * A dashboard's states (app.md section 4): loading, then fulfilled or rejected; a forbidden
 * dashboard carries the plans that would open it. Once loaded it is viewed, or edited with a
 * snapshot to return to. Any add, update, delete, layout or meta change marks it modified,
 * unless it is read-only (a preset, or someone else's dashboard: those are cloned, never saved,
 * so there is nothing to lose by leaving). Save clears modified. A new dashboard is a draft until
 * its first save: edited from the start, with nothing saved to go back to, so leaving it (Cancel)
 * leaves nothing behind. A reducer, so every transition is one tested function whatever the page
 * does around it.
 */

export type DashboardFailure =
  | { kind: 'forbidden'; message: string; allowedPlans: readonly Plan[] }
  | { kind: 'notFound'; message: string }
  | { kind: 'error'; message: string }

export interface LoadedDashboard {
  status: 'fulfilled'
  /** The document as read or last saved (its uuid, version and rights); null for a new one. */
  saved: DashboardDocument | null
  content: DashboardContent
  mode: 'view' | 'edit'
  /** The content when edit began (a new dashboard's: empty); Cancel restores it. */
  snapshot: DashboardContent | null
  modified: boolean
  /** A preset or someone else's dashboard: it may be rearranged and cloned, never saved. */
  readOnly: boolean
}

export type DashboardState =
  { status: 'loading' } | { status: 'rejected'; failure: DashboardFailure } | LoadedDashboard

export type ItemPatch = { meta?: Record<string, unknown>; extra?: Record<string, unknown> }

export type DashboardAction =
  | { type: 'loading' }
  /** `asset` is the address's `a`: every metric tile follows it. */
  | { type: 'loaded'; document: DashboardDocument; asset?: string; edit?: boolean }
  | { type: 'failed'; failure: DashboardFailure }
  /** A new dashboard, not created until its first save. */
  | { type: 'draft'; content: DashboardContent }
  /**
   * Edit mode. `latest`: the dashboard as the server has it now (revalidated before the edit),
   * edited instead when it is newer and nothing is changed yet; `asset` is the address's `a`.
   */
  | { type: 'edit'; latest?: DashboardDocument; asset?: string }
  | { type: 'cancel' }
  | { type: 'saved'; document: DashboardDocument }
  | { type: 'addItem'; item: DashboardItem }
  | { type: 'updateItem'; uuid: string; patch: ItemPatch }
  | { type: 'removeItem'; uuid: string }
  /** The grid's report after a drag or resize. */
  | { type: 'layout'; layouts: readonly Pick<LayoutEntry, 'i' | 'x' | 'y' | 'w' | 'h'>[] }
  /** One keyboard step on a widget's handle. */
  | { type: 'moveItem'; uuid: string; move: LayoutMove }
  | { type: 'meta'; meta: Partial<DashboardMeta> }

export const initialDashboardState: DashboardState = { status: 'loading' }

export function isReadOnly(document: Pick<DashboardDocument, 'isOwner' | 'isPreset'>): boolean {
  return document.isPreset || !document.isOwner
}

function draft(content: DashboardContent): LoadedDashboard {
  return {
    status: 'fulfilled',
    saved: null,
    content,
    mode: 'edit',
    snapshot: content,
    modified: false,
    readOnly: false,
  }
}

function loaded(document: DashboardDocument, asset: string | undefined): LoadedDashboard {
  return {
    status: 'fulfilled',
    saved: document,
    content: opened(document.data, asset),
    mode: 'view',
    snapshot: null,
    modified: false,
    readOnly: isReadOnly(document),
  }
}

function editing(state: LoadedDashboard): LoadedDashboard {
  if (state.mode === 'edit') return state
  return { ...state, mode: 'edit', snapshot: state.content, modified: false }
}

/** A change to the content: it marks the dashboard modified unless it is read-only. */
function changed(state: LoadedDashboard, content: DashboardContent): LoadedDashboard {
  return { ...state, content, modified: state.modified || !state.readOnly }
}

function contentReducer(state: LoadedDashboard, action: DashboardAction): LoadedDashboard {
  const { content } = state
  switch (action.type) {
    case 'edit': {
      const { latest } = action
      const newer =
        latest !== undefined &&
        state.mode === 'view' &&
        !state.modified &&
        state.saved !== null &&
        latest.uuid === state.saved.uuid &&
        latest.version > state.saved.version
      return editing(newer ? loaded(latest, action.asset) : state)
    }
    case 'cancel':
      if (state.mode === 'view' || state.snapshot === null) return state
      // A new dashboard has no view to go back to: it is left as it began (the page leaves it).
      if (state.saved === null) return { ...state, content: state.snapshot, modified: false }
      return { ...state, content: state.snapshot, snapshot: null, mode: 'view', modified: false }
    case 'saved':
      return loaded(action.document, undefined)
    case 'addItem': {
      // Adding opens edit mode, as in the workbench: the new item is part of an edit to save.
      const base = editing(state)
      return changed(base, {
        ...base.content,
        configs: [...base.content.configs, action.item],
        layouts: compactLayout([
          ...base.content.layouts,
          layoutForNewItem(base.content.layouts, action.item.uuid, action.item.configType),
        ]),
      })
    }
    case 'updateItem': {
      let found = false
      const configs = content.configs.map((item) => {
        if (item.uuid !== action.uuid) return item
        found = true
        return {
          ...item,
          meta: { ...item.meta, ...action.patch.meta },
          extra: { ...item.extra, ...action.patch.extra },
        } as DashboardItem
      })
      return found ? changed(state, { ...content, configs }) : state
    }
    case 'removeItem': {
      const configs = content.configs.filter((item) => item.uuid !== action.uuid)
      if (configs.length === content.configs.length) return state
      // The widgets below close up the hole it leaves, as after a drag.
      const layouts = compactLayout(content.layouts.filter((entry) => entry.i !== action.uuid))
      return changed(state, { ...content, configs, layouts })
    }
    case 'layout': {
      const layouts = mergeLayout(content.layouts, action.layouts)
      // The grid reports its layout on every render too: only a real move is a change.
      return layouts === content.layouts ? state : changed(state, { ...content, layouts })
    }
    case 'moveItem': {
      const layouts = moveInLayout(content.layouts, action.uuid, action.move)
      return layouts === content.layouts ? state : changed(state, { ...content, layouts })
    }
    case 'meta':
      return changed(state, { ...content, meta: { ...content.meta, ...action.meta } })
    default:
      return state
  }
}

export function dashboardReducer(state: DashboardState, action: DashboardAction): DashboardState {
  switch (action.type) {
    case 'loading':
      return { status: 'loading' }
    case 'loaded': {
      const next = loaded(action.document, action.asset)
      return action.edit ? editing(next) : next
    }
    case 'failed':
      return { status: 'rejected', failure: action.failure }
    case 'draft':
      return draft(action.content)
    default:
      return state.status === 'fulfilled' ? contentReducer(state, action) : state
  }
}
