import { queryOptions } from '@tanstack/react-query'
import { alertListSchema } from '@/core/api/alerts'
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
