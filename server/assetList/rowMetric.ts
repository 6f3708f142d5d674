import type { TableRowMetric } from '@/core/api/assetList'
import type { SeriesColumns } from '../metrics/metricSource'

const day = 86_400

/**
 * The table row metric of one daily series (its `ratio` is filled in later, once every asset's
 * `latest` is known). The last point is today's, which moves every 10 minutes; changes compare it
 * with the points exactly 1 and 7 days earlier, so a gap in the series gives null, not a change
 * over the wrong span.
 */
export function rowMetric(path: string, series: SeriesColumns): TableRowMetric {
  const { t } = series
  const v = series.v ?? new Float64Array(t.length)
  const last = t.length - 1
  const latest = finite(v[last])
  const at = (time: number) => {
    // Daily points are consecutive days; look back from the end rather than search.
    for (let i = last; i >= 0 && (t[i] ?? -Infinity) >= time; i--) {
      if (t[i] === time) return finite(v[i])
    }
    return null
  }
  const lastTime = t[last] ?? NaN
  const values7d = Array.from({ length: 7 }, (_, k) => at(lastTime - (6 - k) * day))
  const present = values7d.filter((value): value is number => value !== null)
  return {
    path,
    latest,
    aggregated:
      present.length === 0 ? null : present.reduce((sum, value) => sum + value, 0) / present.length,
    change_24h: change(latest, at(lastTime - day)),
    change_7d: change(latest, at(lastTime - 7 * day)),
    values_7d: last < 0 ? [] : values7d,
    ratio: null,
  }
}

/** Each metric's share of the sum of `latest` over the given metrics (one per asset). */
export function fillRatios(metrics: readonly (TableRowMetric | null)[]): void {
  let total = 0
  for (const metric of metrics) total += metric?.latest ?? 0
  for (const metric of metrics) {
    if (metric !== null && metric.latest !== null && total !== 0) {
      metric.ratio = metric.latest / total
    }
  }
}

function change(latest: number | null, earlier: number | null): number | null {
  if (latest === null || earlier === null || earlier === 0) return null
  return latest / earlier - 1
}

function finite(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) ? value : null
}
