import type { SeriesColumns } from './metricSource'

/**
 * The points with `since <= t <= until` (both inclusive, either optional), as views on the same
 * buffers: sources hand over whole histories, and copying 100k points per request for a window
 * of 30 would be waste. `t` is ascending, so two binary searches find the window.
 */
export function sliceSeries(
  series: SeriesColumns,
  since: number | undefined,
  until: number | undefined,
): SeriesColumns {
  const start = since === undefined ? 0 : firstIndexAtOrAfter(series.t, since)
  const end = until === undefined ? series.t.length : firstIndexAfter(series.t, until)
  if (start === 0 && end === series.t.length) return series
  const window = (column: Float64Array) => column.subarray(start, Math.max(start, end))
  const sliced: SeriesColumns = { t: window(series.t) }
  if (series.v !== undefined) sliced.v = window(series.v)
  if (series.o !== undefined) {
    sliced.o = Object.fromEntries(
      Object.entries(series.o).map(([key, column]) => [key, window(column)]),
    )
  }
  if (series.d !== undefined) sliced.d = series.d.slice(start, Math.max(start, end))
  return sliced
}

/** Index of the first `t >= value`, or `t.length` when there is none. */
function firstIndexAtOrAfter(t: Float64Array, value: number): number {
  let low = 0
  let high = t.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((t[middle] ?? Infinity) < value) low = middle + 1
    else high = middle
  }
  return low
}

/** Index of the first `t > value`, or `t.length` when there is none. */
function firstIndexAfter(t: Float64Array, value: number): number {
  let low = 0
  let high = t.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((t[middle] ?? Infinity) <= value) low = middle + 1
    else high = middle
  }
  return low
}

/** Memory held by a series' columns, for the byte-bounded cache. */
export function seriesBytes(series: SeriesColumns): number {
  let bytes = series.t.byteLength + (series.v?.byteLength ?? 0)
  for (const column of Object.values(series.o ?? {})) bytes += column.byteLength
  // Documents are small snapshots; their JSON length (two bytes a character) is close enough.
  if (series.d !== undefined) bytes += JSON.stringify(series.d).length * 2
  return bytes
}
