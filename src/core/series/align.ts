/*
 * Series of one chart share one time column before they reach the chart engine (uPlot draws
 * every series against the same x values). A metric and the price overlay usually have the same
 * timestamps; when they do not, the union is taken and a series has a gap (NaN) where it has no
 * point.
 */

export interface TimeSeries {
  t: Float64Array
  v: Float64Array
}

export interface AlignedSeries {
  t: Float64Array
  columns: Float64Array[]
}

export function alignSeries(series: readonly TimeSeries[]): AlignedSeries {
  const first = series[0]
  if (first === undefined) return { t: new Float64Array(0), columns: [] }
  if (series.every((s) => sameTimes(s.t, first.t))) {
    return { t: first.t, columns: series.map((s) => s.v) }
  }
  const t = unionOfTimes(series.map((s) => s.t))
  const columns = series.map((s) => {
    const out = new Float64Array(t.length).fill(Number.NaN)
    let j = 0
    for (let i = 0; i < s.t.length; i += 1) {
      const time = s.t[i] as number
      while ((t[j] as number) < time) j += 1
      out[j] = s.v[i] as number
    }
    return out
  })
  return { t, columns }
}

/** Whether two time columns hold the same times (the very same array, or equal values). */
export function sameTimes(a: Float64Array, b: Float64Array): boolean {
  if (a === b) return true
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false
  return true
}

/** Sorted, distinct union of ascending time columns (a k-way merge). */
function unionOfTimes(columns: readonly Float64Array[]): Float64Array {
  const positions = new Int32Array(columns.length)
  const out = new Float64Array(columns.reduce((sum, c) => sum + c.length, 0))
  let size = 0
  for (;;) {
    let next = Number.POSITIVE_INFINITY
    for (let c = 0; c < columns.length; c += 1) {
      const value = (columns[c] as Float64Array)[positions[c] as number]
      if (value !== undefined && value < next) next = value
    }
    if (next === Number.POSITIVE_INFINITY) break
    out[size] = next
    size += 1
    for (let c = 0; c < columns.length; c += 1) {
      const at = positions[c] as number
      if ((columns[c] as Float64Array)[at] === next) positions[c] = at + 1
    }
  }
  return out.slice(0, size)
}
