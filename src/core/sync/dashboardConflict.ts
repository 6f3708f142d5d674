import type { DashboardItem } from '../api/dashboardItems'
import type { LayoutEntry } from '../api/dashboardLayouts'
import type { UpdateDashboardRequest } from '../api/dashboards'
import { byKey, compareRow, defined, presence, quoted, type ConflictRow } from './conflictRows'

/** What the user calls a tile: its kind and its title, name or first words. */
export function tileName(item: DashboardItem): string {
  switch (item.configType) {
    case 'metric':
      return `Chart “${item.extra.name ?? `${item.meta.metricCode} (${item.meta.asset})`}”`
    case 'text':
      return `Text ${quoted(item.meta.content, 40)}`
    case 'markdown':
      return `Markdown ${quoted(item.meta.content, 40)}`
    case 'video':
      return item.meta.title ? `Video “${item.meta.title}”` : 'Video'
    case 'lookerEmbed':
      return item.meta.title ? `Report “${item.meta.title}”` : 'Report'
    case 'dashboard':
    case 'workbench':
      return `Link “${item.extra.name}”`
    case 'favorites':
      return item.meta.title ? `Favourites “${item.meta.title}”` : 'Favourites'
  }
}

/** An edited tile: its text now, when it is text; otherwise that it was edited. */
function editedTile(item: DashboardItem, base: DashboardItem): string {
  if (
    (item.configType === 'text' || item.configType === 'markdown') &&
    base.configType === item.configType &&
    item.meta.content !== base.meta.content
  ) {
    return `Now ${quoted(item.meta.content)}`
  }
  return 'Edited'
}

const place = (entry: LayoutEntry) =>
  `Column ${entry.x + 1}, row ${entry.y + 1}, ${entry.w} × ${entry.h}`

const sameBox = (a: LayoutEntry | undefined, b: LayoutEntry | undefined) =>
  a !== undefined && b !== undefined && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h

/** The rows of a dashboard: its name, asset and category, each tile, and each tile's place. */
export function dashboardRows(
  base: UpdateDashboardRequest,
  mine: UpdateDashboardRequest,
  theirs: UpdateDashboardRequest,
): ConflictRow[] {
  const sides = { base, mine, theirs }
  const field = <T>(read: (body: UpdateDashboardRequest) => T) => ({
    base: read(base),
    mine: read(mine),
    theirs: read(theirs),
  })
  const items = byKey(
    (item: DashboardItem) => item.uuid,
    field((body) => body.data.configs),
  )
  const names = new Map(
    items.map(({ id, base, mine, theirs }) => {
      const item = mine ?? theirs ?? base
      return [id, item === undefined ? 'Tile' : tileName(item)]
    }),
  )
  const layouts = byKey(
    (entry: LayoutEntry) => entry.i,
    field((body) => body.data.layouts),
  )
  return defined([
    compareRow(
      'Name',
      field((body) => body.data.meta.name),
      (name) => quoted(name ?? ''),
    ),
    compareRow(
      'Asset',
      field((body) => body.data.meta.asset ?? null),
      (asset) => asset ?? 'None',
    ),
    compareRow(
      'Category',
      field((body) => body.categoryUuid ?? sides.base.categoryUuid),
      () => 'Moved to another category',
    ),
    ...items.map(({ id, ...values }) =>
      compareRow(names.get(id) ?? 'Tile', values, presence(editedTile)),
    ),
    // Places of the tiles both versions keep: a removed or added one is told by its own row.
    ...layouts.map(({ id, ...values }) => {
      const kept = items.find((item) => item.id === id)
      if (kept?.mine === undefined || kept.theirs === undefined) return undefined
      if (sameBox(values.mine, values.theirs)) return undefined
      const name = names.get(id) ?? 'Tile'
      const title = name.includes('“') ? name.slice(name.indexOf('“')) : `the ${name.toLowerCase()}`
      return compareRow(`Place of ${title}`, values, (entry) =>
        entry === undefined ? 'None' : place(entry),
      )
    }),
  ])
}
