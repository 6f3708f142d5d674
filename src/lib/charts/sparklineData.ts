import { formatPercentChange } from '@/core/format/number'
import type { AlignedSeries } from '@/core/series/align'

/*
 * What a sparkline draws and says, apart from the drawing: the x/y columns, the direction of the
 * line (its colour) and the sentence screen readers hear in its place.
 */

export type SparklineValues = readonly (number | null)[] | Float64Array

/** Up (or level) is green, down is red; grey when there is no line to judge. */
export const sparklineColors = { up: '#2e7d32', down: '#c62828', none: '#8c8c8c' } as const
export type SparklineTrend = keyof typeof sparklineColors

function finite(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/**
 * Points at equal steps: x is the index, so a sparkline needs no timestamps. A missing value
 * becomes NaN, the engine's gap, and stays a gap (sparklines never bridge missing days).
 */
export function sparklineSeries(values: SparklineValues): AlignedSeries {
  const t = new Float64Array(values.length)
  const v = new Float64Array(values.length)
  for (let i = 0; i < values.length; i += 1) {
    t[i] = i
    const value = values[i]
    v[i] = finite(value) ? value : Number.NaN
  }
  return { t, columns: [v] }
}

/** The first and last values that are there; undefined with fewer than two. */
function ends(values: SparklineValues): { first: number; last: number } | undefined {
  let first: number | undefined
  let last: number | undefined
  let count = 0
  for (const value of values) {
    if (!finite(value)) continue
    first ??= value
    last = value
    count += 1
  }
  return count >= 2 && first !== undefined && last !== undefined ? { first, last } : undefined
}

/** Whether the line can be drawn at all: two points make the shortest line. */
export function isDrawable(values: SparklineValues): boolean {
  return ends(values) !== undefined
}

/** Up when the last value is at or above the first, down when below. */
export function sparklineTrend(values: SparklineValues): SparklineTrend {
  const line = ends(values)
  if (!line) return 'none'
  return line.last >= line.first ? 'up' : 'down'
}

/**
 * The relative change from the first to the last value (0.034 = +3.4%), measured against the
 * first value's size so a rise from a negative start still reads as a rise; from zero it is
 * infinite. Undefined with fewer than two values.
 */
export function sparklineChange(values: SparklineValues): number | undefined {
  const line = ends(values)
  if (!line) return undefined
  const delta = line.last - line.first
  if (delta === 0) return 0
  if (line.first === 0) return delta > 0 ? Infinity : -Infinity
  return delta / Math.abs(line.first)
}

/** "up 3.4%", "down 12%", "unchanged" or "no data": the trend in words, for the label. */
export function describeSparkline(values: SparklineValues): string {
  const change = sparklineChange(values)
  if (change === undefined) return 'no data'
  if (change === 0) return 'unchanged'
  const size = formatPercentChange(Math.abs(change), 1).replace(/^\+/, '')
  return `${change > 0 ? 'up' : 'down'} ${size}`
}
