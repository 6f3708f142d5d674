import type { ChartInput } from '../api/udm'
import type { ChartItem, ItemExtra, MetricItemMeta } from '../api/udmItems'
import { reassignAxes, refOf, withRefs } from './workbenchItems'

/*
 * The chart's modes (app.md section 4): view, or edit with a snapshot to return to. Entering
 * edit marks the chart a workbench and shows every item in the legend; Cancel restores the
 * snapshot; saving, or cancelling, returns to view with the first item's tab selected. A reducer
 * so every transition is one tested function, whatever the page does around it.
 */

export type WorkbenchMode = 'view' | 'edit'

export interface WorkbenchState {
  chart: ChartInput
  mode: WorkbenchMode
  /** The chart as it was when edit began; Cancel restores it. */
  snapshot: ChartInput | null
  /** Changed since edit began (items, window, date): Save has something to save. */
  modified: boolean
  /** The ref of the item whose tab is open, null for the first. */
  selected: string | null
  /**
   * Items added in this edit whose axis is settled when their first values arrive
   * (axisPlacement.ts); an axis the user picks first is kept.
   */
  pendingAxes: readonly string[]
}

export type ChartWindow = Partial<Pick<ChartInput, 'zoom' | 'since' | 'until' | 'date' | 'range'>>

export type WorkbenchAction =
  /** `items` replaces the chart's (a chart of subsets splits into one item per subset). */
  | { type: 'edit'; items?: ChartItem[] }
  | { type: 'cancel' }
  | { type: 'saved'; chart: ChartInput }
  | { type: 'load'; chart: ChartInput }
  | { type: 'addItem'; item: ChartItem }
  | {
      type: 'updateItem'
      uuid: string
      meta?: Partial<MetricItemMeta> | { name?: string; content?: string }
      extra?: Partial<ItemExtra>
    }
  | { type: 'removeItem'; uuid: string }
  /** The axes placeNewItems chose for pending items, by uuid. */
  | { type: 'placeAxes'; axes: ReadonlyMap<string, number> }
  | { type: 'window'; window: ChartWindow }
  | { type: 'select'; ref: string | null }
  | { type: 'describe'; name: string; description: string }

export function initialWorkbench(chart: ChartInput): WorkbenchState {
  return { chart, mode: 'view', snapshot: null, modified: false, selected: null, pendingAxes: [] }
}

function entered(state: WorkbenchState, items?: ChartItem[]): WorkbenchState {
  if (state.mode === 'edit') return state
  return {
    ...state,
    mode: 'edit',
    snapshot: state.chart,
    modified: false,
    chart: {
      ...state.chart,
      configType: 'workbench',
      items: withRefs(items ?? state.chart.items).map((item) => ({
        ...item,
        extra: { ...item.extra, showInLegend: true },
      })),
    },
  }
}

const changed = (state: WorkbenchState, chart: ChartInput): WorkbenchState => ({
  ...state,
  chart,
  modified: true,
})

export function workbenchReducer(state: WorkbenchState, action: WorkbenchAction): WorkbenchState {
  switch (action.type) {
    case 'edit':
      return entered(state, action.items)
    case 'cancel':
      if (state.mode === 'view' || state.snapshot === null) return state
      return {
        chart: state.snapshot,
        mode: 'view',
        snapshot: null,
        modified: false,
        selected: null,
        pendingAxes: [],
      }
    case 'saved':
    case 'load':
      return initialWorkbench(action.chart)
    case 'addItem': {
      // Adding a metric or a formula switches to a workbench in edit mode.
      const editing = entered(state)
      const items = [...editing.chart.items, action.item]
      return {
        ...changed(editing, { ...editing.chart, items }),
        selected: refOf(action.item, items),
        pendingAxes: [...editing.pendingAxes, action.item.uuid],
      }
    }
    case 'updateItem': {
      const items = state.chart.items.map((item) => {
        if (item.uuid !== action.uuid) return item
        return {
          ...item,
          meta: { ...item.meta, ...action.meta },
          extra: { ...item.extra, ...action.extra },
        } as ChartItem
      })
      // An axis the user chose is never moved by the automatic placement.
      const chosen = action.extra?.yAxis !== undefined
      return {
        ...changed(state, { ...state.chart, items }),
        pendingAxes: chosen ? without(state.pendingAxes, action.uuid) : state.pendingAxes,
      }
    }
    case 'placeAxes': {
      const axes = new Map([...action.axes].filter(([uuid]) => state.pendingAxes.includes(uuid)))
      if (axes.size === 0) return state
      const items = state.chart.items.map((item) => {
        const yAxis = axes.get(item.uuid)
        return yAxis === undefined ? item : { ...item, extra: { ...item.extra, yAxis } }
      })
      return {
        ...changed(state, { ...state.chart, items }),
        pendingAxes: state.pendingAxes.filter((uuid) => !axes.has(uuid)),
      }
    }
    case 'removeItem': {
      const items = reassignAxes(state.chart.items.filter((item) => item.uuid !== action.uuid))
      if (items.length === state.chart.items.length || items.length === 0) return state
      const removed = state.chart.items.find((item) => item.uuid === action.uuid)
      const selected =
        removed && state.selected === refOf(removed, state.chart.items) ? null : state.selected
      return {
        ...changed(state, { ...state.chart, items }),
        selected,
        pendingAxes: without(state.pendingAxes, action.uuid),
      }
    }
    case 'window': {
      const chart = { ...state.chart, ...action.window }
      // Zoom, since, until and date are part of a saved chart: in edit mode they modify it.
      return state.mode === 'edit' ? changed(state, chart) : { ...state, chart }
    }
    case 'select':
      return { ...state, selected: action.ref }
    case 'describe':
      return changed(state, { ...state.chart, name: action.name, description: action.description })
  }
}

const without = (list: readonly string[], value: string) => list.filter((v) => v !== value)

/** What the chart is when it is not saved: a copy, or an update of the user's own chart. */
export interface SavedAs {
  configType: ChartInput['configType']
  isOwner: boolean
  isPreset: boolean
}

/**
 * Saving a metric-type chart, or one the user does not own (someone else's, a preset), creates a
 * copy; anything else updates the existing chart (app.md section 4). `saved` is null for a
 * catalog metric's chart, which has never been saved.
 */
export function saveTarget(saved: SavedAs | null): 'create' | 'update' {
  if (saved === null || saved.configType === 'metric' || !saved.isOwner || saved.isPreset) {
    return 'create'
  }
  return 'update'
}
