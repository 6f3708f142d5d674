import { z } from 'zod'
import { hslToHex } from './palette'
import { subsetLabels } from './subsetLabels'
import { upperBound } from '../series/search'

/*
 * Heatmaps (charts.md §3 and §9): a matrix of cells, one column per timestamp and a fixed number
 * of rows, each cell covering a span of the y axis and coloured by its value on a palette.
 * Two sources: the cost-basis distribution (100 price rows per day, each day with its own
 * log-spaced price floors) and keyed series drawn as one row per key (per-exchange values).
 */

export interface Heatmap {
  /** Column times, unix seconds, ascending. */
  t: Float64Array
  rows: number
  /** Cell (column c, row r) sits at index c * rows + r. Its y span is [lo, hi). */
  lo: Float64Array
  hi: Float64Array
  /** NaN: no value, the cell stays empty. */
  values: Float64Array
  /** The value range the palette spans. */
  min: number
  max: number
  /** Keyed heatmaps: the label of each row's key (row r spans [r, r + 1) on the y axis). */
  rowLabels?: string[]
}

/** The cost-basis document of one day (docs/api.md): row floors and the supply in each row. */
export const costBasisDocumentSchema = z.object({
  min: z.number(),
  max: z.number(),
  prices: z.array(z.number()),
  supply: z.array(z.number()),
})
export type CostBasisDocument = z.infer<typeof costBasisDocumentSchema>

/** The documents as cost-basis days, or undefined when they are something else. */
export function asCostBasisDocuments(
  documents: readonly unknown[],
): CostBasisDocument[] | undefined {
  const parsed = z.array(costBasisDocumentSchema).safeParse(documents)
  return parsed.success && parsed.data.length > 0 ? parsed.data : undefined
}

/** The cost-basis heatmap uses 100 value rows (charts.md §9). */
export const costBasisRows = 100

export function costBasisHeatmap(
  t: Float64Array,
  documents: readonly CostBasisDocument[],
): Heatmap {
  const rows = costBasisRows
  const size = t.length * rows
  const lo = new Float64Array(size).fill(Number.NaN)
  const hi = new Float64Array(size).fill(Number.NaN)
  const values = new Float64Array(size).fill(Number.NaN)
  documents.forEach((doc, c) => {
    for (let r = 0; r < rows; r += 1) {
      const floor = doc.prices[r]
      if (floor === undefined) break
      const i = c * rows + r
      // The first row holds everything below the second floor (drawn from the day's minimum, as
      // a log axis has no 0); the last is open above (drawn up to the day's maximum, the ATH).
      lo[i] = r === 0 ? Math.min(floor, doc.min) || doc.min : floor
      hi[i] = doc.prices[r + 1] ?? doc.max
      values[i] = doc.supply[r] ?? Number.NaN
    }
  })
  return { t, rows, lo, hi, values, ...valueRange(values) }
}

/** Keyed series as a heatmap: one row per key, in the given order. */
export function keyedHeatmap(t: Float64Array, columns: Record<string, Float64Array>): Heatmap {
  const keys = Object.keys(columns)
  const rows = keys.length
  const size = t.length * rows
  const lo = new Float64Array(size)
  const hi = new Float64Array(size)
  const values = new Float64Array(size)
  for (let c = 0; c < t.length; c += 1) {
    keys.forEach((key, r) => {
      const i = c * rows + r
      lo[i] = r
      hi[i] = r + 1
      values[i] = columns[key]?.[c] ?? Number.NaN
    })
  }
  const labels = subsetLabels(keys)
  const rowLabels = keys.map((key) => labels[key] ?? key)
  return { t, rows, lo, hi, values, ...valueRange(values), rowLabels }
}

function valueRange(values: Float64Array): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (const value of values) {
    if (Number.isNaN(value)) continue
    if (value < min) min = value
    if (value > max) max = value
  }
  return min > max ? { min: 0, max: 0 } : { min, max }
}

/**
 * A value's colour: from deep blue (lowest) through teal and green to yellow (highest), a ramp
 * that stays readable in print and when the page is inverted. NaN has no colour.
 */
export function heatmapColor(value: number, min: number, max: number): string | undefined {
  if (Number.isNaN(value)) return undefined
  const share = max > min ? Math.min(1, Math.max(0, (value - min) / (max - min))) : 1
  return hslToHex(230 - 175 * share, 0.75, 0.3 + 0.3 * share)
}

/** The palette's colours from low to high at `steps` even stops (the export's colour scale). */
export function heatmapRamp(steps = 5): string[] {
  return Array.from({ length: steps }, (_, i) => heatmapColor(i, 0, steps - 1) as string)
}

/**
 * The price axis of a heatmap pads the price line by 0.99 below and 1.01 above (charts.md §9);
 * with times and a window, only the prices in that window count (the range in view).
 */
export function heatmapPriceRange(
  prices: Float64Array,
  window?: { t: Float64Array; from: number; to: number },
): [number, number] | undefined {
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (let i = 0; i < prices.length; i += 1) {
    const price = prices[i] as number
    if (!(price > 0)) continue
    const t = window?.t[i]
    if (window && (t === undefined || t < window.from || t > window.to)) continue
    if (price < min) min = price
    if (price > max) max = price
  }
  return min > max ? undefined : [min * 0.99, max * 1.01]
}

/** Heatmaps are resized by dragging in 15 px steps (charts.md §4), within sensible bounds. */
export const heatmapResizeStepPx = 15
export function snapHeatmapHeight(height: number, min = 240, max = 1200): number {
  const snapped = Math.round(height / heatmapResizeStepPx) * heatmapResizeStepPx
  return Math.min(max, Math.max(min, snapped))
}

/**
 * The value of the cell at time `t` (a column's time) and y value `y` (a price, or a row
 * position for keyed heatmaps); undefined outside every cell. For the tooltip.
 */
export function heatmapCellAt(heatmap: Heatmap, t: number, y: number): number | undefined {
  const lo = upperBound(heatmap.t, t) - 1
  if (lo < 0 || heatmap.t[lo] !== t) return undefined
  for (let r = 0; r < heatmap.rows; r += 1) {
    const i = lo * heatmap.rows + r
    if (y >= (heatmap.lo[i] as number) && y < (heatmap.hi[i] as number)) {
      const value = heatmap.values[i] as number
      return Number.isNaN(value) ? undefined : value
    }
  }
  return undefined
}
