import { unstackedAt, type StackDirection } from '@/core/series/stack'
import { drawnValue, type TooltipValue } from './tooltipPlugin'

/**
 * The tooltip's value for stacked areas: uPlot holds running sums, the tooltip shows what each
 * layer adds (downward layers as their magnitude). `directions` gives each chart series' stack
 * (index 0 is the first series after time), undefined for series that are not stacked, such as
 * the price overlay. Hidden layers were not stacked, so they are left out here too.
 */
export function unstackedValue(directions: readonly (StackDirection | undefined)[]): TooltipValue {
  return (u, seriesIdx, idx) => {
    if (directions[seriesIdx - 1] === undefined) return drawnValue(u, seriesIdx, idx)
    const layers: number[] = []
    const layerDirections: StackDirection[] = []
    directions.forEach((direction, i) => {
      if (direction === undefined || u.series[i + 1]?.show === false) return
      layers.push(i + 1)
      layerDirections.push(direction)
    })
    const k = layers.indexOf(seriesIdx)
    if (k === -1) return null
    return unstackedAt(
      layers.map((i) => u.data[i] ?? []),
      layerDirections,
      k,
      idx,
    )
  }
}
