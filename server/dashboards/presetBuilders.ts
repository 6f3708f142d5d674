import { createHash } from 'node:crypto'
import type { DashboardItemInput } from '@/core/api/dashboardItems'
import type { LayoutEntry } from '@/core/api/dashboardLayouts'
import { dashboardGrid, defaultSize } from '@/core/dashboards/grid'

/*
 * Building blocks of the preset dashboards (presets.ts): tiles written as rows, laid out on the
 * 12-column grid here, so a preset reads as the page it draws and a tile dropped for an asset
 * closes its gap. Item uuids derive from the preset's slug and the tile's key, so they stay the
 * same across releases (a favourite or a copied layout keeps pointing at the same widget).
 */

/** A stable uuid (version 5 layout, SHA-256 based) of a name. */
export function stableUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex')
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

export interface PresetTile {
  /** Unique in the preset; the item's uuid derives from it. */
  key: string
  /** The item without its uuid. */
  item: Omit<DashboardItemInput, 'uuid'>
  w?: number
  h?: number
}

/** A row of tiles side by side; a text row is a row of one text tile. */
export type PresetRow = readonly PresetTile[]

export interface MetricTileOptions {
  name: string
  chartStyle?: 'line' | 'column'
  scale?: 'lin' | 'log'
  lineColor?: string
  w?: number
  h?: number
}

/** A metric chart of `asset` (the preset's default; presets that follow an asset replace it). */
export function metricTile(
  key: string,
  metricCode: string,
  path: string,
  asset: string,
  { name, w, h, ...extra }: MetricTileOptions,
): PresetTile {
  return {
    key,
    item: {
      configType: 'metric',
      meta: { asset, metricCode, path, resolution: '24h' },
      extra: { name, ...extra },
    },
    ...(w === undefined ? {} : { w }),
    ...(h === undefined ? {} : { h }),
  }
}

export function textRow(key: string, content: string): PresetRow {
  return [{ key, item: { configType: 'text', meta: { content } } }]
}

export function markdownTile(
  key: string,
  content: string,
  options: { backgroundColor?: string; w?: number; h?: number } = {},
): PresetTile {
  const { backgroundColor, w, h } = options
  return {
    key,
    item: {
      configType: 'markdown',
      meta: { content },
      extra: backgroundColor === undefined ? {} : { backgroundColor },
    },
    ...(w === undefined ? {} : { w }),
    ...(h === undefined ? {} : { h }),
  }
}

/**
 * The items and layout of rows of tiles: each row below the one before, its tiles left to right
 * with their own width (the default widget's unless given), a row as tall as its tallest tile.
 */
export function layOutRows(
  slug: string,
  rows: readonly PresetRow[],
): { configs: DashboardItemInput[]; layouts: LayoutEntry[] } {
  const configs: DashboardItemInput[] = []
  const layouts: LayoutEntry[] = []
  let y = 0
  for (const row of rows) {
    if (row.length === 0) continue
    let x = 0
    let height = 0
    for (const tile of row) {
      const uuid = stableUuid(`${slug}:${tile.key}`)
      const size = defaultSize(tile.item.configType)
      const w = tile.w ?? size.w
      const h = tile.h ?? size.h
      if (x + w > dashboardGrid.columns)
        throw new Error(`Preset ${slug}: row too wide at ${tile.key}`)
      configs.push({ uuid, ...tile.item } as DashboardItemInput)
      layouts.push({ ...size, i: uuid, x, y, w, h, maxH: Math.max(size.maxH, h) })
      x += w
      height = Math.max(height, h)
    }
    y += height
  }
  return { configs, layouts }
}
