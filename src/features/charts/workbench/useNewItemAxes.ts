import { useEffect, type Dispatch } from 'react'
import type { ChartItem } from '@/core/api/udmItems'
import { placeNewItems, valueRange, type ValueRange } from '@/core/workbench/axisPlacement'
import type { WorkbenchAction } from '@/core/workbench/workbenchState'
import type { ItemState } from './drawnItems'

/**
 * Settles the axis of each newly added item when its first values arrive: its own axis when its
 * range is more than 10x away from every axis in use (placeNewItems). The reducer keeps the item
 * pending until then and drops it once placed or once the user picks an axis, so neither a later
 * evaluation nor new data moves it again.
 */
export function useNewItemAxes(
  items: readonly ChartItem[],
  states: ReadonlyMap<string, ItemState>,
  pending: readonly string[],
  dispatch: Dispatch<WorkbenchAction>,
): void {
  useEffect(() => {
    if (pending.length === 0) return
    const ranges = new Map<string, ValueRange>()
    for (const item of items) {
      const state = states.get(item.uuid)
      const range = state?.status === 'data' ? valueRange(state.series.v) : undefined
      if (range) ranges.set(item.uuid, range)
    }
    const axes = placeNewItems(items, ranges, new Set(pending))
    if (axes.size > 0) dispatch({ type: 'placeAxes', axes })
  }, [items, states, pending, dispatch])
}
