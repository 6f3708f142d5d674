/*
 * Stacked areas (chart type timeSeriesStackedArea): each column is drawn on top of the ones
 * before it, so the chart engine receives running sums and fills between consecutive ones. Two
 * stacks share the zero line: most keys stack upward, while keys that count something leaving
 * (charts.md section 4, "Stacked lifecycle areas plot churned values as negative") stack
 * downward from zero, whatever the sign the API gives them.
 */

export type StackDirection = 'up' | 'down'

/** Lifecycle keys drawn below zero: addresses that emptied, alone or on their first/waking day. */
export const downwardStackKeys: ReadonlySet<string> = new Set([
  'churned',
  'new_and_churned',
  'resurrected_and_churned',
])

export function stackDirectionOf(key: string): StackDirection {
  return downwardStackKeys.has(key) ? 'down' : 'up'
}

/**
 * Running sums of `columns` in order, one stack per direction. An upward column adds its value
 * as given (a negative one lowers the stack, as a net flow would); a downward one subtracts its
 * magnitude. A gap (NaN) stays a gap in its own column and adds nothing to the ones above it, so
 * a missing key does not lift or drop its neighbours.
 */
export function stackColumns(
  columns: readonly Float64Array[],
  directions: readonly StackDirection[],
): Float64Array[] {
  const n = columns.reduce((max, c) => Math.max(max, c.length), 0)
  const up = new Float64Array(n)
  const down = new Float64Array(n)
  return columns.map((column, k) => {
    const downward = directions[k] === 'down'
    const sums = downward ? down : up
    const out = new Float64Array(n)
    for (let i = 0; i < n; i += 1) {
      const value = column[i] ?? Number.NaN
      if (Number.isNaN(value)) {
        out[i] = Number.NaN
        continue
      }
      const next = (sums[i] as number) + (downward ? -Math.abs(value) : value)
      sums[i] = next
      out[i] = next
    }
    return out
  })
}

/**
 * The value column `k` was stacked from at `index`, recovered from the stacked columns (what a
 * tooltip shows): its running sum minus the one below it in the same stack, that is the nearest
 * earlier column of that direction without a gap there (gaps added nothing). Downward columns
 * give their magnitude, the count they were drawn from. Null for a gap.
 */
export function unstackedAt(
  stacked: readonly ArrayLike<number | null | undefined>[],
  directions: readonly StackDirection[],
  k: number,
  index: number,
): number | null {
  const own = stacked[k]?.[index]
  if (own === null || own === undefined || Number.isNaN(own)) return null
  let base = 0
  for (let j = k - 1; j >= 0; j -= 1) {
    if (directions[j] !== directions[k]) continue
    const below = stacked[j]?.[index]
    if (below !== null && below !== undefined && !Number.isNaN(below)) {
      base = below
      break
    }
  }
  return directions[k] === 'down' ? base - own : own - base
}
