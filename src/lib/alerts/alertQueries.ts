import { queryOptions } from '@tanstack/react-query'
import { alertListSchema, formulaSeriesSchema, type AlertSource } from '@/core/api/alerts'
import type { AlertInterval } from '@/core/alerts/alertRule'
import type { TimeSeries } from '@/core/series/align'
import { alertHistorySchema } from '@/core/api/alertDelivery'
import { catalogMetricSchema, type CatalogMetric } from '@/core/api/catalog'
import { maxPageSize, strapiListSchema } from '@/core/api/cms'
import { requestJson } from '@/lib/api/client'
import { offlineStaleTime } from '@/lib/query/offlineStaleTime'

/*
 * Alerts (/v1/alerts, app.md section 7) as query factories. Every key starts with "alerts", so a
 * write refreshes the list and the histories with one invalidation.
 */

export const alertsKey = ['alerts'] as const

/**
 * GET /v1/alerts: the user's alerts, oldest first, and how many the plan keeps. Alerts change
 * away from this page (a `once` alert turns itself off, another device edits), and the cache
 * persisted for offline use may be a second older than the last write: every visit asks again
 * while showing what it has.
 */
export const alertListQuery = queryOptions({
  queryKey: [...alertsKey, 'list'] as const,
  queryFn: async ({ signal }) => alertListSchema.parse(await requestJson('/v1/alerts', { signal })),
  staleTime: offlineStaleTime(0),
})

/** GET /v1/alerts/{uuid}/history: the alert's firings, newest first, with each delivery. */
export function alertHistoryQuery(uuid: string) {
  return queryOptions({
    queryKey: [...alertsKey, 'history', uuid.toLowerCase()] as const,
    queryFn: async ({ signal }) =>
      alertHistorySchema.parse(
        await requestJson(`/v1/alerts/${encodeURIComponent(uuid)}/history`, { signal }),
      ).data,
    // New firings arrive while the app is closed.
    staleTime: offlineStaleTime(0),
  })
}

const catalogPageSchema = strapiListSchema(catalogMetricSchema.passthrough())

/**
 * The catalog metrics an alert may watch: those whose studio config has `alerts` (the server
 * refuses the others). The catalog comes in pages of at most 100, read until the last.
 */
export const alertableMetricsQuery = queryOptions({
  queryKey: ['catalog', 'alertable-metrics'] as const,
  queryFn: async ({ signal }): Promise<CatalogMetric[]> => {
    const metrics: CatalogMetric[] = []
    for (let page = 1; ; page++) {
      const answer = catalogPageSchema.parse(
        await requestJson('/cms/catalog-metrics', {
          query: {
            populate: '*',
            'pagination[page]': page,
            'pagination[pageSize]': maxPageSize,
          },
          signal,
        }),
      )
      metrics.push(...answer.data.filter((metric) => metric.studioMetricConfig.alerts))
      const { pagination } = answer.meta
      const last = 'pageCount' in pagination ? page >= pagination.pageCount : true
      if (last || answer.data.length === 0) return metrics
    }
  },
  staleTime: offlineStaleTime(60 * 60_000),
})

/**
 * GET /v1/alerts/formula-series: a workbench formula as a formula alert on it reads it, for the
 * dialog's preview; gaps (null) are NaN as in every series of the app. Under the series' key
 * ("metric-data"), which is never written to local storage: its columns are typed arrays.
 */
export function formulaSeriesQuery(source: AlertSource, resolution: AlertInterval) {
  return queryOptions({
    queryKey: ['metric-data', { alertFormula: source, resolution }] as const,
    queryFn: async ({ signal }): Promise<TimeSeries> => {
      const { t, v } = formulaSeriesSchema.parse(
        await requestJson('/v1/alerts/formula-series', {
          query: { ...source, resolution },
          signal,
        }),
      )
      return { t: Float64Array.from(t), v: Float64Array.from(v, (x) => x ?? Number.NaN) }
    },
    // New points come every 10 minutes.
    staleTime: 10 * 60_000,
  })
}
