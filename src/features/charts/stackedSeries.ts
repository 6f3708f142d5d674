import { seriesColor } from '@/core/charts/palette'
import { subsetLabels } from '@/core/charts/subsetLabels'
import type { TimeSeries } from '@/core/series/align'
import { stackColumns, stackDirectionOf, type StackDirection } from '@/core/series/stack'
import type { ChartBand } from '@/lib/charts/engine/chartSpec'
import { withAlpha } from '@/lib/charts/engine/buildOptions'
import type { DrawnChart, DrawnSeries } from './drawnSeries'

/** Stacked layers are filled strongly enough to read as areas; lines on top stay visible. */
export const stackedFillAlpha = 0.55

/**
 * A stacked-area breakdown: the keys in the API's order (age bands, wallet sizes and lifecycle
 * cohorts have an order of their own, which ranking would scramble), stacked upward from zero,
 * the churned lifecycle keys downward (stack.ts). Only the keys shown in the legend are
 * stacked, so hiding one closes its gap instead of leaving a hole; each shown layer is filled
 * down (or, below zero, up) to the layer under it.
 */
export function stackedSeries(
  limit: (s: TimeSeries) => TimeSeries,
  t: Float64Array,
  columns: Readonly<Record<string, Float64Array>>,
  hidden: Readonly<Record<string, boolean>>,
): DrawnChart {
  const keys = Object.keys(columns)
  const labels = subsetLabels(keys)
  const directions = keys.map(stackDirectionOf)
  const shown = keys.filter((key) => hidden[key] !== true)
  const stacked = stackColumns(
    shown.map((key) => columns[key] as Float64Array),
    shown.map(stackDirectionOf),
  )
  const series: DrawnSeries[] = keys.map((key, index) => {
    const at = shown.indexOf(key)
    const color = seriesColor(index)
    return {
      // A hidden key is not drawn; it keeps its own values until it is shown and stacked again.
      ...limit({
        t,
        v: at === -1 ? (columns[key] as Float64Array) : (stacked[at] as Float64Array),
      }),
      spec: {
        id: key,
        label: labels[key] ?? key,
        color,
        kind: 'area',
        axis: 'y',
        visible: true,
        width: 1,
        fill: withAlpha(color, stackedFillAlpha),
      },
    }
  })
  return { series, bands: layerBands(shown), stacks: directions }
}

/** Each shown layer fills to the previous shown one of its stack; the first ones to zero. */
function layerBands(shown: readonly string[]): ChartBand[] {
  const bands: ChartBand[] = []
  const below: Partial<Record<StackDirection, string>> = {}
  for (const key of shown) {
    const direction = stackDirectionOf(key)
    const previous = below[direction]
    if (previous !== undefined) {
      bands.push({ from: key, to: previous, direction: direction === 'up' ? 'down' : 'up' })
    }
    below[direction] = key
  }
  return bands
}
