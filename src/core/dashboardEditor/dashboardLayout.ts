import type { LayoutEntry } from '../api/dashboardLayouts'
import { dashboardGrid, defaultSize } from '../dashboards/grid'
import { firstFreePlace } from './gridPlacement'

/** The layout entry of a new item: its kind's default size at the first free place. */
export function layoutForNewItem(
  layouts: readonly LayoutEntry[],
  uuid: string,
  configType: string,
): LayoutEntry {
  const size = defaultSize(configType)
  const place = firstFreePlace(layouts, size, dashboardGrid.columns)
  return { i: uuid, ...place, ...size }
}

type Geometry = Pick<LayoutEntry, 'i' | 'x' | 'y' | 'w' | 'h'>

/**
 * The layout after the grid reported positions and sizes: only x, y, w and h are taken (the
 * bounds stay the item's own), for known items only, clamped to the entry's bounds. The same
 * array comes back when nothing moved, so a report of the layout as it is changes nothing.
 */
export function mergeLayout(
  current: readonly LayoutEntry[],
  reported: readonly Geometry[],
): LayoutEntry[] {
  const byId = new Map(reported.map((entry) => [entry.i, entry]))
  let moved = false
  const next = current.map((entry) => {
    const report = byId.get(entry.i)
    if (!report) return entry
    const w = clamp(Math.round(report.w), entry.minW, dashboardGrid.columns)
    const h = clamp(Math.round(report.h), entry.minH, entry.maxH)
    const x = clamp(Math.round(report.x), 0, dashboardGrid.columns - w)
    const y = clamp(Math.round(report.y), 0, dashboardGrid.maxY)
    if (x === entry.x && y === entry.y && w === entry.w && h === entry.h) return entry
    moved = true
    return { ...entry, x, y, w, h }
  })
  return moved ? next : (current as LayoutEntry[])
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)
