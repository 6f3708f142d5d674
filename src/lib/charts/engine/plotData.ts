import type uPlot from 'uplot'
import type { AlignedSeries } from '@/core/series/align'
import { lowerBound, upperBound } from '@/core/series/search'

/**
 * uPlot's data for the points at `indices` of aligned series. A gap (NaN) becomes null, uPlot's
 * gap marker: NaN would end up in its min/max scans and in canvas paths. Only the points in view
 * (decimated above the boost threshold) are converted, so this stays a few thousand elements.
 */
export function toPlotData(series: AlignedSeries, indices: Uint32Array): uPlot.AlignedData {
  const xs = new Float64Array(indices.length)
  for (let i = 0; i < indices.length; i += 1) xs[i] = series.t[indices[i] as number] as number
  const ys = series.columns.map((column) => {
    const out = new Array<number | null>(indices.length)
    for (let i = 0; i < indices.length; i += 1) {
      const value = column[indices[i] as number] as number
      out[i] = Number.isNaN(value) ? null : value
    }
    return out
  })
  return [xs, ...ys]
}

/**
 * Every index in [from, to] plus the nearest point outside on each side (the line runs on to
 * the edges, as with decimation): what uPlot holds when boost mode is off.
 */
export function rangeIndices(t: Float64Array, range: { from: number; to: number }): Uint32Array {
  const start = Math.max(0, lowerBound(t, range.from) - 1)
  const end = Math.min(t.length, upperBound(t, range.to) + 1)
  const out = new Uint32Array(Math.max(0, end - start))
  for (let i = 0; i < out.length; i += 1) out[i] = start + i
  return out
}
