/*
 * Ticks for log axes. uPlot labels powers of ten and their multiples, which on a narrow range
 * (a price between 74K and 104K) leaves odd labels like 93.98K or a single one. Within less than
 * a decade, evenly stepped round numbers read better; across decades, 1-2-5 multiples of each
 * power of ten.
 */

/** Round steps: 1, 2 or 5 times a power of ten, at most about `count` of them across [min, max]. */
export function niceLinearTicks(min: number, max: number, count = 8): number[] {
  if (!(max > min)) return Number.isFinite(min) ? [min] : []
  const raw = (max - min) / count
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power
  const ticks: number[] = []
  for (let value = Math.ceil(min / step) * step; value <= max + step * 1e-9; value += step) {
    ticks.push(Number(value.toPrecision(12)))
  }
  return ticks
}

export function logTicks(min: number, max: number): number[] {
  if (!(min > 0) || !(max > min)) return []
  if (max / min < 10) return niceLinearTicks(min, max).filter((v) => v > 0)
  const ticks: number[] = []
  const decades = Math.log10(max / min)
  const multiples = decades > 6 ? [1] : decades > 3 ? [1, 5] : [1, 2, 5]
  for (let power = Math.floor(Math.log10(min)); 10 ** power <= max; power += 1) {
    for (const m of multiples) {
      const value = Number((m * 10 ** power).toPrecision(12))
      if (value >= min && value <= max) ticks.push(value)
    }
  }
  return ticks
}
