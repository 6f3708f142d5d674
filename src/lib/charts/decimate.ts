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
  const n = Math.min(t.length, v.length)
  const first = Math.max(0, lowerBound(t, from, n) - 1)
  const last = Math.min(n - 1, lowerBound(t, to, n))
  if (n === 0 || last < first) return { t: new Float64Array(0), v: new Float64Array(0) }
  if (last - first + 1 <= columns * 4) {
    return { t: t.slice(first, last + 1), v: v.slice(first, last + 1) }
  }
  const outT = new Float64Array(columns * 4 + 4)
  const outV = new Float64Array(columns * 4 + 4)
  let size = 0
  let lastIndex = -1
  const push = (i: number) => {
    if (i === lastIndex) return
    lastIndex = i
    outT[size] = t[i] as number
    outV[size] = v[i] as number
    size += 1
  }
  const span = to - from || 1
  let bucket = -1
  let start = first
  let minI = first
  let maxI = first
  let gap = -1
  const flush = (end: number) => {
    // Indices are in time order; a column's chosen points are sorted and each taken once.
    const chosen = [start, minI, maxI, end, ...(gap >= 0 ? [gap] : [])].sort((a, b) => a - b)
    for (const i of chosen) push(i)
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
      minI = i
      maxI = i
      gap = -1
    }
    const value = v[i] as number
    if (Number.isNaN(value)) {
      // One gap per column is enough for uPlot to break the line there.
      if (gap === -1) gap = i
      continue
    }
    if (Number.isNaN(v[minI] as number) || value < (v[minI] as number)) minI = i
    if (Number.isNaN(v[maxI] as number) || value > (v[maxI] as number)) maxI = i
  }
  flush(last)
  return { t: outT.slice(0, size), v: outV.slice(0, size) }
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
