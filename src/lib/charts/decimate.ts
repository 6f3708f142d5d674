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
 * the edges. O(n) with one pass; NaN (gaps) stay as gaps.
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
  const out: number[] = []
  const k = series.length
  const minI = new Int32Array(k)
  const maxI = new Int32Array(k)
  const gapI = new Int32Array(k)
  const span = to - from || 1
  let bucket = -1
  let start = first
  const chosen: number[] = []
  const flush = (end: number) => {
    chosen.length = 0
    chosen.push(start, end)
    for (let s = 0; s < k; s += 1) {
      if (minI[s] !== -1) chosen.push(minI[s] as number, maxI[s] as number)
      if (gapI[s] !== -1) chosen.push(gapI[s] as number)
    }
    // Indices are in time order across columns; within one they are sorted and taken once.
    chosen.sort((a, b) => a - b)
    for (const i of chosen) if (out[out.length - 1] !== i) out.push(i)
  }
  for (let i = first; i <= last; i += 1) {
    const column = Math.min(
      columns - 1,
      Math.max(0, Math.floor((((t[i] as number) - from) / span) * columns)),
    )
    if (column !== bucket) {
      if (bucket !== -1) flush(i - 1)
      bucket = column
      start = i
      minI.fill(-1)
      maxI.fill(-1)
      gapI.fill(-1)
    }
    for (let s = 0; s < k; s += 1) {
      const values = series[s] as Float64Array
      const value = values[i] as number
      if (Number.isNaN(value)) {
        // One gap per column is enough for uPlot to break the line there.
        if (gapI[s] === -1) gapI[s] = i
        continue
      }
      const lo = minI[s] as number
      if (lo === -1 || value < (values[lo] as number)) minI[s] = i
      const hi = maxI[s] as number
      if (hi === -1 || value > (values[hi] as number)) maxI[s] = i
    }
  }
  flush(last)
  return Uint32Array.from(out)
}

/** The index of the first element >= x among the first n (binary search; t is ascending). */
function lowerBound(t: Float64Array, x: number, n: number): number {
  let lo = 0
  let hi = n
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((t[mid] as number) < x) lo = mid + 1
    else hi = mid
  }
  return lo
}
