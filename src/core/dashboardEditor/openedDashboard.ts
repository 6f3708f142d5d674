import type { DashboardItem } from '../api/dashboardItems'
import type { LayoutEntry } from '../api/dashboardLayouts'
import { defaultSize, isFullWidthKind } from '../dashboards/grid'
import { compactLayout } from './dashboardLayout'
import type { DashboardContent } from './dashboardContent'

/*
 * A dashboard as it opens (app.md section 4): every metric tile shows its metric whole (a subset
 * picked on a chart page is not kept), and an asset in the address (`a`) becomes the asset of
 * every metric tile; a tile moved to it goes back to the default line colour, since its colour
 * was chosen for the other asset's series. Its widgets are compacted upward, as the grid shows
 * them, so the first change saves the places the reader saw.
 */

/**
 * Text rows take their kind's size, whatever the layout says: neither the mouse nor the keyboard
 * resizes them, and one saved two rows high (their height before) would show a blank band above
 * its heading.
 */
function sizedLayouts(
  configs: readonly DashboardItem[],
  layouts: readonly LayoutEntry[],
): LayoutEntry[] {
  const kinds = new Map(configs.map((item) => [item.uuid.toLowerCase(), item.configType]))
  return layouts.map((entry) => {
    const kind = kinds.get(entry.i.toLowerCase())
    return kind !== undefined && isFullWidthKind(kind)
      ? { ...entry, x: 0, ...defaultSize(kind) }
      : entry
  })
}

function openedItem(item: DashboardItem, asset: string | undefined): DashboardItem {
  if (item.configType !== 'metric') return item
  const { subset: _subset, ...meta } = item.meta
  // A tile already on the asset keeps its colour: only a series that changes loses it.
  if (asset === undefined || asset === meta.asset) return { ...item, meta }
  const { lineColor: _lineColor, ...extra } = item.extra
  return { ...item, meta: { ...meta, asset }, extra }
}

/** The content of a dashboard read from the server, opened with the address's asset if any. */
export function opened(
  data: Pick<DashboardContent, 'configs' | 'layouts' | 'meta'>,
  asset: string | undefined,
): DashboardContent {
  const override = asset?.trim().toUpperCase() || undefined
  return {
    configs: data.configs.map((item) => openedItem(item, override)),
    layouts: compactLayout(sizedLayouts(data.configs, data.layouts)),
    meta: override === undefined ? data.meta : { ...data.meta, asset: override },
  }
}
