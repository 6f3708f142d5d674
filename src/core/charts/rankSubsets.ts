/*
 * Breakdown charts list their subsets (exchanges, pools, cohorts, …) largest first, ranked by
 * their recent values (charts.md section 9, "Breakdown charts rank subsets using the last 365
 * points"): the legend reads in order of importance and the biggest subset gets the first
 * palette colour, whatever order the API sends the keys in.
 */

/** How many of the latest points rank a subset. */
export const subsetRankingPoints = 365

/**
 * The keys of `columns` by the mean of their last `points` values, largest first. Gaps (NaN)
 * are left out of a mean; a key with no value in that stretch goes last. Ties keep the API's
 * order.
 */
export function rankSubsets(
  columns: Readonly<Record<string, ArrayLike<number>>>,
  points: number = subsetRankingPoints,
): string[] {
  const scored = Object.entries(columns).map(([key, values], order) => ({
    key,
    order,
    score: recentMean(values, points),
  }))
  // Two keys without values give NaN (-Infinity minus itself): a tie, as it should be.
  scored.sort((a, b) => b.score - a.score || a.order - b.order)
  return scored.map((s) => s.key)
}

function recentMean(values: ArrayLike<number>, points: number): number {
  let sum = 0
  let count = 0
  for (let i = Math.max(0, values.length - points); i < values.length; i += 1) {
    const value = values[i] as number
    if (Number.isNaN(value)) continue
    sum += value
    count += 1
  }
  return count === 0 ? Number.NEGATIVE_INFINITY : sum / count
}
