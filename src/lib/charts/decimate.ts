import { lowerBound } from '@/core/series/search'
/**
 * Above this many points in view a chart decimates (charts.md section 9, "Boost threshold 6500
 * points"): uPlot then draws a few points per pixel column instead of every point.
 */
export const boostThreshold = 6500

export interface Decimated {
  t: Float64Array
  v: Float64Array
}

/**
 * Min/max decimation over the visible range: the points of each of `columns` equal slices of
 * [from, to] reduce to first, minimum, maximum and last (in time order, without repeats), so
 * every peak and trough survives and the line looks the same at that width. Points outside
 * the range are dropped except the nearest one on each side, which keeps the line running to
 * the edges. O(n): one pass over the values, and a binary search for where each column ends;
 * NaN (gaps) stay as gaps.
 */
export function decimateMinMax(
  t: Float64Array,
  v: Float64Array,
  from: number,
  to: number,
  columns: number,
): Decimated {
  const indices = decimationIndices(t, [v], from, to, columns)
  return { t: pick(t, indices), v: pick(v, indices) }
}

/** The elements of `values` at `indices`. */
export function pick(values: Float64Array, indices: Uint32Array): Float64Array {
  const out = new Float64Array(indices.length)
  for (let i = 0; i < indices.length; i += 1) out[i] = values[indices[i] as number] as number
  return out
}

/**
 * The indices min/max decimation keeps for series that share one time column (a chart's
 * aligned data): per pixel column the first and last point, and for every series its minimum,
 * maximum and first gap. Sorted, each index once, so picking them keeps time order.
 */
export function decimationIndices(
  t: Float64Array,
  series: readonly Float64Array[],
  from: number,
  to: number,
  columns: number,
): Uint32Array {
  const n = t.length
  const first = Math.max(0, lowerBound(t, from, n) - 1)
  const last = Math.min(n - 1, lowerBound(t, to, n))
  if (n === 0 || last < first) return new Uint32Array(0)
  if (last - first + 1 <= columns * 4) {
    return Uint32Array.from({ length: last - first + 1 }, (_, i) => first + i)
  }
  const span = to - from || 1
  // The pixel column of a time; points before or after the view fall into the edge columns.
  const columnOf = (time: number) =>
    Math.min(columns - 1, Math.max(0, Math.floor(((time - from) / span) * columns)))
  // At most the two ends and three points per series in each column (one more column if
  // `columns` is fractional: the clamp to columns - 1 adds one).
  const most = (Math.ceil(columns) + 1) * (2 + 3 * series.length)
  const out = new Uint32Array(Math.min(last - first + 1, most))
  let size = 0
  const chosen: number[] = []
  for (let start = first; start <= last;) {
    // columnOf never decreases along t, so the end of this column is found by binary search
    // and only the values in between are scanned (the hot loop of a 525,600-point first render).
    const column = columnOf(t[start] as number)
    let lo = start + 1
    let hi = last + 1
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (columnOf(t[mid] as number) <= column) lo = mid + 1
      else hi = mid
    }
    const end = lo - 1
    chosen.length = 0
    chosen.push(start, end)
    for (const values of series) {
      let minI = -1
      let maxI = -1
      let gapI = -1
      let min = 0
      let max = 0
      for (let i = start; i <= end; i += 1) {
        const value = values[i] as number
        if (Number.isNaN(value)) {
          // A NaN: one gap per column is enough for uPlot to break the line there.
          if (gapI === -1) gapI = i
        } else if (minI === -1) {
          minI = maxI = i
          min = max = value
        } else if (value < min) {
          minI = i
          min = value
        } else if (value > max) {
          maxI = i
          max = value
        }
      }
      if (minI !== -1) chosen.push(minI, maxI)
      if (gapI !== -1) chosen.push(gapI)
    }
    // Indices are in time order across columns; within one they are sorted and taken once.
    chosen.sort((a, b) => a - b)
    for (const i of chosen) {
      if (size === 0 || out[size - 1] !== i) {
        out[size] = i
        size += 1
      }
    }
    start = end + 1
  }
  return out.slice(0, size)
}
