import { parseMetricsQuery } from '@/core/api/metricsQuery'
import type { MetricDescriptor } from '@/core/api/metrics'
import { evaluateFormulas, type FormulaItem } from '@/core/formula/evaluateFormulas'
import type { TimeSeries } from '@/core/series/align'
import { itemFieldOfParameter } from '@/core/workbench/itemSettings'
import { refOf } from '@/core/workbench/workbenchItems'
import type { Kysely } from 'kysely'
import { compileItems } from '@/core/formula/graph'
import type { Database } from '../db/schema'
import type { MetricQuery, MetricSource } from '../metrics/metricSource'
import type { StoredAlert } from '../repositories/alertsRepository'
import { createUdmChartsRepository } from '../repositories/udmChartsRepository'
import type { AlertMetrics } from './alertMetrics'
import { formulaItemOf, readsOf } from './formulaTarget'

/*
 * The series an alert watches, read from the app's MetricSource exactly as the metrics API and
 * the workbench read it: a metric alert's series (path, asset, currency, exchange, resolution),
 * or a formula alert's formula, evaluated by src/core's formula engine (the one the workbench
 * runs) over the series of the metrics it reads, at the alert's resolution.
 */

export type SeriesLoader = (path: string, query: MetricQuery) => Promise<TimeSeries | undefined>

/** Reads series at `now` (unix seconds, floored to the step), each distinct one once. */
export function cachedSeriesLoader(source: MetricSource, now: number): SeriesLoader {
  const loaded = new Map<string, Promise<TimeSeries | undefined>>()
  return (path, query) => {
    const key = JSON.stringify([path, query.asset, query.interval, query.currency, query.params])
    let found = loaded.get(key)
    if (found === undefined) {
      found = Promise.resolve(source.series(path, query, now)).then((columns) =>
        columns.v === undefined ? undefined : { t: columns.t, v: columns.v },
      )
      loaded.set(key, found)
    }
    return found
  }
}

/** The metric query of a metric alert, as the metrics API would parse it; undefined if gone. */
export function metricAlertQuery(
  alert: Pick<StoredAlert, 'path' | 'asset' | 'currency' | 'exchange' | 'resolution'>,
  descriptor: MetricDescriptor,
): MetricQuery | undefined {
  const form: Record<string, string> = { a: alert.asset ?? '', i: alert.resolution }
  if (alert.currency !== null) form.c = alert.currency
  if (alert.exchange !== null) form.e = alert.exchange
  return queryOf(form, descriptor)
}

function queryOf(form: Record<string, string>, descriptor: MetricDescriptor) {
  const parsed = parseMetricsQuery(form, descriptor)
  if (!parsed.success) return undefined
  const { asset, interval, currency, params } = parsed.data
  return { asset, interval, currency, params }
}

/** A series key that is the same for alerts watching the same series (metric alerts only). */
export function metricSeriesKey(path: string, query: MetricQuery): string {
  return JSON.stringify([path, query.asset, query.interval, query.currency, query.params])
}

/**
 * The series an alert watches now; undefined when it cannot be read (a metric or workbench
 * gone, a formula that does not evaluate to a series).
 */
export type SeriesOfAlert = Pick<
  StoredAlert,
  'path' | 'source' | 'ownerUuid' | 'resolution' | 'asset' | 'currency' | 'exchange'
>

export async function alertSeries(
  alert: SeriesOfAlert,
  deps: { db: Kysely<Database>; metrics: AlertMetrics; load: SeriesLoader },
): Promise<TimeSeries | undefined> {
  if (alert.path !== null) {
    const descriptor = deps.metrics.byPath(alert.path)?.descriptor
    const query = descriptor && metricAlertQuery(alert, descriptor)
    return query && deps.load(alert.path, query)
  }
  if (alert.source === null) return undefined
  return formulaSeries(alert, alert.source, deps)
}

async function formulaSeries(
  alert: SeriesOfAlert,
  source: NonNullable<StoredAlert['source']>,
  deps: { db: Kysely<Database>; metrics: AlertMetrics; load: SeriesLoader },
): Promise<TimeSeries | undefined> {
  const chart = await createUdmChartsRepository(deps.db).find(source.chartUuid)
  if (chart === undefined || chart.ownerUuid !== alert.ownerUuid) return undefined
  const { items } = chart
  if (formulaItemOf(items, source.item) === undefined) return undefined
  const refs = new Map(items.map((each) => [refOf(each, items), each]))
  const formulas = [...refs].flatMap(([name, each]) =>
    each.configType === 'formula' ? [{ name, source: each.meta.content }] : [],
  )
  const { graph } = compileItems(
    [...refs].map(([name, each]) => ({
      name,
      ...(each.configType === 'formula' ? { source: each.meta.content } : {}),
    })),
  )
  const inputs: FormulaItem[] = []
  for (const name of readsOf(source.item, graph.dependencies)) {
    const item = refs.get(name)
    if (item?.configType !== 'metric') continue
    const descriptor = deps.metrics.byCode(item.meta.metricCode)?.descriptor
    if (descriptor === undefined) return undefined
    const meta = item.meta
    // The alert's resolution when the metric has it, so the formula reads one step throughout.
    const interval = descriptor.resolutions.includes(alert.resolution)
      ? alert.resolution
      : meta.resolution
    const form: Record<string, string> = { a: meta.asset }
    if (interval !== undefined) form.i = interval
    if (meta.currency !== undefined) form.c = meta.currency
    for (const [param, field] of Object.entries(itemFieldOfParameter)) {
      const value = meta[field]
      if (typeof value === 'string') form[param] = value
    }
    const query = queryOf(form, descriptor)
    const series = query && (await deps.load(descriptor.path, query))
    if (series === undefined) return undefined
    inputs.push({ name, series })
  }
  const { values } = evaluateFormulas([...inputs, ...formulas], { only: [source.item] })
  const value = values.get(source.item)
  return value?.kind === 'series' ? { t: value.t, v: value.v } : undefined
}
