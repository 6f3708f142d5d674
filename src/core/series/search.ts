/*
 * Binary searches over ascending columns (times, sorted windows): the one implementation the
 * decimation, the moving median, the heatmap and the range rules share.
 */

type Sorted = ArrayLike<number>

/** The index of the first of values[0, end) that is >= x (end when there is none). */
export function lowerBound(values: Sorted, x: number, end = values.length): number {
  let lo = 0
  let hi = end
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((values[mid] as number) < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The index of the first of values[0, end) that is > x (end when there is none). */
export function upperBound(values: Sorted, x: number, end = values.length): number {
  let lo = 0
  let hi = end
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((values[mid] as number) <= x) lo = mid + 1
    else hi = mid
  }
  return lo
}
