import type { Resolution } from '@/core/resolution'
import type { MetricQuery, SeriesColumns } from '../metrics/metricSource'
import type { DemoSource } from './demoSource'

/** A fixed moment for tests: Saturday 2026-11-21 17:00 UTC (on the 10-minute grid). */
export const testNow = Date.UTC(2026, 10, 21, 17, 0) / 1000

export function query(
  asset: string,
  interval: Resolution = '24h',
  currency: MetricQuery['currency'] = 'native',
  params: Record<string, string> = {},
): MetricQuery {
  return { asset, interval, currency, params }
}

/** The value of a scalar series at `t`, or undefined when it has no point there. */
export function valueAt(series: SeriesColumns, t: number): number | undefined {
  const i = series.t.indexOf(t)
  return i < 0 ? undefined : series.v?.[i]
}

export function values(source: DemoSource, path: string, q: MetricQuery, now = testNow) {
  const series = source.series(path, q, now)
  if (series.v === undefined) throw new Error(`${path} has no values`)
  return { t: series.t, v: series.v }
}
