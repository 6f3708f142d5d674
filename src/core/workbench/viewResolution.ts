import type { ChartItem } from '../api/udmItems'
import { resolutions, type Resolution } from '../resolution'

/*
 * A workbench's resolution (the address's `i`, as on a metric's chart): every metric item is
 * read at it for the view, where each of them offers it; the saved items keep their own.
 */

/**
 * The resolutions every metric item offers, finest first. While any item's list is unknown
 * (undefined: not read yet) there is no choice to offer.
 */
export function commonResolutions(
  allowed: readonly (readonly Resolution[] | undefined)[],
): Resolution[] {
  if (allowed.length === 0 || allowed.some((list) => list === undefined)) return []
  return resolutions.filter((resolution) => allowed.every((list) => list?.includes(resolution)))
}

/** The items as the view reads them: each metric item at `resolution` when one is chosen. */
export function itemsAtResolution(
  items: readonly ChartItem[],
  resolution: Resolution | undefined,
): ChartItem[] {
  if (resolution === undefined) return [...items]
  return items.map((item) =>
    item.configType === 'metric' && item.meta.resolution !== resolution
      ? { ...item, meta: { ...item.meta, resolution } }
      : item,
  )
}

/** The finest resolution among the metric items (24h when none says): the chart's dates. */
export function finestResolution(items: readonly ChartItem[]): Resolution {
  let finest: Resolution = '24h'
  for (const item of items) {
    if (item.configType !== 'metric' || item.meta.resolution === undefined) continue
    if (resolutions.indexOf(item.meta.resolution) < resolutions.indexOf(finest)) {
      finest = item.meta.resolution
    }
  }
  return finest
}
