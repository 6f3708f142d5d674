import {
  cloneLayout,
  moveElement,
  verticalCompactor,
  type LayoutItem,
} from 'react-grid-layout/core'
import type { LayoutEntry } from '../api/dashboardLayouts'
import { dashboardGrid, defaultSize } from '../dashboards/grid'
import { firstFreePlace } from './gridPlacement'

/*
 * The dashboard's layout as the editor keeps it: always as the grid shows it. The grid
 * (react-grid-layout) compacts its widgets upward after every drag and resize; every other change
 * (a widget added or removed, a keyboard move or resize, a dashboard opened) goes through the
 * same compactor here, so what is saved is what was on screen: no hole a widget left behind,
 * no two widgets on one cell.
 */

/** The grid's compaction: every widget as high up as it fits. The page's grid uses this one. */
export const dashboardCompactor = verticalCompactor

type Geometry = Pick<LayoutEntry, 'i' | 'x' | 'y' | 'w' | 'h'>

/** One step of the keyboard: a move by a cell (dx, dy) or a resize by a cell (dw, dh). */
export interface LayoutMove {
  dx: number
  dy: number
  dw: number
  dh: number
}

const sameGeometry = (a: Geometry, b: Geometry) =>
  a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h

/** `current` with the places of `next` (by `i`); the same array when nothing moved. */
function withGeometry(current: readonly LayoutEntry[], next: readonly Geometry[]): LayoutEntry[] {
  const byId = new Map(next.map((entry) => [entry.i, entry]))
  let moved = false
  const result = current.map((entry) => {
    const place = byId.get(entry.i)
    if (!place || sameGeometry(entry, place)) return entry
    moved = true
    return { ...entry, x: place.x, y: place.y, w: place.w, h: place.h }
  })
  return moved ? result : (current as LayoutEntry[])
}

const compacted = (items: readonly LayoutItem[]) =>
  dashboardCompactor.compact(items, dashboardGrid.columns)

/** The layout compacted upward, as the grid shows it; the same array when it already is. */
export function compactLayout(layouts: readonly LayoutEntry[]): LayoutEntry[] {
  return withGeometry(layouts, compacted(layouts))
}

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

/**
 * The layout after the grid reported positions and sizes: only x, y, w and h are taken (the
 * bounds stay the item's own), for known items only, clamped to the entry's bounds, then
 * compacted. The same array comes back when nothing moved, so a report of the layout as it is
 * changes nothing.
 */
export function mergeLayout(
  current: readonly LayoutEntry[],
  reported: readonly Geometry[],
): LayoutEntry[] {
  const byId = new Map(reported.map((entry) => [entry.i, entry]))
  const next = current.map((entry) => {
    const report = byId.get(entry.i)
    if (!report) return entry
    const w = clamp(Math.round(report.w), entry.minW, dashboardGrid.columns)
    const h = clamp(Math.round(report.h), entry.minH, entry.maxH)
    const x = clamp(Math.round(report.x), 0, dashboardGrid.columns - w)
    const y = clamp(Math.round(report.y), 0, dashboardGrid.maxY)
    return { ...entry, x, y, w, h }
  })
  return withGeometry(current, compacted(next))
}

/**
 * The layout after a keyboard move or resize of widget `i`, as a drag would leave it: the widgets
 * it lands on make room (react-grid-layout's own move), then everything is compacted. Resizing
 * keeps the widget's bounds (never for a widget the mouse may not resize either). Moving up or
 * down goes as many rows as it takes to change the layout: one row down in a compacted grid
 * would only float back, so the step past the next widget is the one that moves.
 */
export function moveInLayout(
  layouts: readonly LayoutEntry[],
  i: string,
  move: LayoutMove,
): LayoutEntry[] {
  const entry = layouts.find((candidate) => candidate.i === i)
  if (!entry) return layouts as LayoutEntry[]
  if (move.dw !== 0 || move.dh !== 0) {
    if (!entry.isResizable) return layouts as LayoutEntry[]
    const w = clamp(entry.w + move.dw, entry.minW, dashboardGrid.columns - entry.x)
    const h = clamp(entry.h + move.dh, entry.minH, entry.maxH)
    return mergeLayout(layouts, [{ ...entry, w, h }])
  }
  if (move.dx !== 0) {
    const x = clamp(entry.x + move.dx, 0, dashboardGrid.columns - entry.w)
    return x === entry.x ? (layouts as LayoutEntry[]) : movedTo(layouts, i, x, entry.y)
  }
  if (move.dy === 0) return layouts as LayoutEntry[]
  const step = Math.sign(move.dy)
  const last = step < 0 ? 0 : layouts.reduce((bottom, box) => Math.max(bottom, box.y + box.h), 0)
  for (let y = entry.y + step; step < 0 ? y >= last : y <= last; y += step) {
    const next = movedTo(layouts, i, entry.x, y)
    if (next !== layouts) return next
  }
  return layouts as LayoutEntry[]
}

/** Widget `i` dragged to (x, y): the widgets in the way pushed aside, then all compacted. */
function movedTo(layouts: readonly LayoutEntry[], i: string, x: number, y: number) {
  // react-grid-layout moves items in place: it works on a copy.
  const items = cloneLayout(layouts)
  const item = items.find((candidate) => candidate.i === i)
  if (!item) return layouts as LayoutEntry[]
  const moved = moveElement(items, item, x, y, true, false, 'vertical', dashboardGrid.columns)
  return withGeometry(layouts, compacted(moved))
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)
