import type { AlertCondition, AlertInterval, AlertRule } from '../../src/core/alerts/alertRule'
import type { TimeSeries } from '../../src/core/series/align'

/*
 * 100,000 alerts as users would set them on the benchmark's series: mostly levels above or
 * below the price of the moment, some ranges and exact levels, a fifth percent moves; a third
 * on a moving average; every repeat rule. Levels sit within a few percent of the series' value
 * before the tick, so some alerts cross on it. Seeded: every run draws the same alerts.
 */

export interface BenchAlert {
  rule: AlertRule
  series: number
}

/** mulberry32: a small seeded generator, enough to draw a population. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const conditions: readonly [AlertCondition, number][] = [
  ['gt', 0.3],
  ['lt', 0.3],
  ['in', 0.05],
  ['out', 0.05],
  ['eq', 0.1],
  ['percent_up', 0.1],
  ['percent_down', 0.1],
]
const periods: Record<AlertInterval, readonly number[]> = {
  '10m': [0, 0, 0, 0, 6, 12, 24, 48, 168],
  '1h': [0, 0, 0, 0, 6, 12, 24, 48, 168],
  '24h': [0, 0, 0, 0, 7, 14, 30, 50, 90],
  '1w': [0, 0, 0, 0, 4, 13, 26, 52, 200],
}
const durations: Record<AlertInterval, readonly AlertInterval[]> = {
  '10m': ['10m', '1h', '24h'],
  '1h': ['1h', '24h', '1w'],
  '24h': ['24h', '1w'],
  '1w': ['1w'],
}
const repeats = ['once', 'every', 'every', '1h', '24h'] as const

/** The last valid value before the series' newest point: the level of the moment. */
function valueBeforeTick(series: TimeSeries): number {
  for (let i = series.v.length - 2; i >= 0; i -= 1) {
    const value = series.v[i] as number
    if (Number.isFinite(value)) return value
  }
  return 1
}

export function alertPopulation(
  watched: readonly { resolution: AlertInterval; series: TimeSeries }[],
  count: number,
  seed = 16,
): BenchAlert[] {
  const next = random(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const pickCondition = () => {
    let roll = next()
    for (const [condition, weight] of conditions) {
      roll -= weight
      if (roll < 0) return condition
    }
    return 'gt'
  }
  return Array.from({ length: count }, (_, index) => {
    // Every series gets its share, in turn.
    const series = index % watched.length
    const { resolution, series: columns } = watched[series] as (typeof watched)[number]
    const now = valueBeforeTick(columns)
    const near = () => now * (1 + (next() - 0.5) * 0.06)
    const condition = pickCondition()
    const percent = condition === 'percent_up' || condition === 'percent_down'
    const range = condition === 'in' || condition === 'out'
    const [a, b] = [near(), near()]
    const rule: AlertRule = {
      condition,
      conditionValues: percent
        ? [1 + Math.floor(next() * 10)]
        : range
          ? [Math.min(a, b), Math.max(a, b)]
          : [a],
      conditionDuration: percent ? pick(durations[resolution]) : null,
      movingAverage: pick(periods[resolution]),
      repeat: pick(repeats),
    }
    return { rule, series }
  })
}
