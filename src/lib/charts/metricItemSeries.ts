import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { CatalogMetric } from '@/core/api/catalog'
import type { MetricItem } from '@/core/api/udmItems'
import { chartErrorText } from '@/core/charts/chartErrors'
import { applyMovingMath } from '@/core/charts/movingMath'
import { resolveChartSettings } from '@/core/charts/chartSettings'
import { forbiddenText } from '@/core/permissions'
import { lowestPlan, type Plan } from '@/core/plans'
import type { TimeSeries } from '@/core/series/align'
import { searchOfItem } from '@/core/workbench/itemSettings'
import { priceMetricCode } from '@/core/workbench/workbenchItems'
import { ApiError, errorMessage } from '@/lib/api/apiError'
import { metricDataQuery, type MetricData, type MetricDataRequest } from '@/lib/charts/metricData'
import { chartPageQuery } from './catalogQueries'
import { useMetricReadDecision } from './metricReadAccess'

/*
 * The series of a workbench's metric items: each item's catalog entry (its path and defaults),
 * then its data, both through the same cached queries as the chart page. An item's store is
 * loading, data or error (app.md section 3), errors in the chart's own words.
 */

export type ItemStore =
  | { status: 'loading' }
  | { status: 'data'; series: TimeSeries; metric: CatalogMetric; source: string | undefined }
  | { status: 'error'; message: string; requiredPlans?: readonly Plan[] }

const loading: ItemStore = { status: 'loading' }

/** The request an item makes, settled against its metric's config like the chart page's. */
export function requestOfItem(item: MetricItem, metric: CatalogMetric): MetricDataRequest {
  const settings = resolveChartSettings(searchOfItem(item), metric, item.meta.asset)
  return {
    path: metric.path,
    a: item.meta.asset,
    i: settings.resolution,
    c: settings.currency,
    params: settings.params,
  }
}

/** The item's column of the answer: its subset of a keyed series, with its moving math. */
export function columnOfItem(item: MetricItem, data: MetricData): TimeSeries | string {
  const { series } = data
  let v: Float64Array | undefined
  if (series.kind === 'values') v = series.v
  else if (series.kind === 'keyed') {
    const key = item.meta.subset ?? Object.keys(series.o)[0]
    v = key === undefined ? undefined : series.o[key]
    if (v === undefined) return `No data for ${key ?? 'this metric'}`
  } else return 'This chart type cannot be drawn in a workbench'
  const math = item.meta.mathFn
  return { t: series.t, v: math && math.value > 0 ? applyMovingMath(v, math.name, math.value) : v }
}

/** The words of app.md section 8 for the price item that could not load. */
export const noPriceText = 'Price not available'

function failure(error: Error, item: MetricItem): ItemStore {
  const asset = item.meta.asset
  if (error instanceof ApiError && error.status === 403) {
    return { status: 'error', message: error.message, requiredPlans: error.allowedPlans }
  }
  if (error instanceof ApiError && error.status === 404) {
    return { status: 'error', message: 'Metric not found' }
  }
  if (item.meta.metricCode === priceMetricCode) return { status: 'error', message: noPriceText }
  return { status: 'error', message: chartErrorText(errorMessage(error), asset) }
}

/** An item above the viewer's plan: the 403's words and plans, without having asked. */
function locked(allowedPlans: Plan[]): ItemStore {
  return {
    status: 'error',
    message: forbiddenText(lowestPlan(allowedPlans)),
    requiredPlans: allowedPlans,
  }
}

/** The store of every metric item, by item uuid. */
export function useMetricItemStores(items: readonly MetricItem[]): Map<string, ItemStore> {
  const catalog = useQueries({
    queries: items.map((item) => chartPageQuery(item.meta.metricCode, item.meta.asset)),
  })
  const metrics = catalog.map((query) => query.data?.catalogMetrics[0])
  // A metric above the viewer's plan is locked without asking (the server would say 403).
  const readDecision = useMetricReadDecision()
  const access = metrics.map((metric) => metric && readDecision(metric.tier))
  const data = useQueries({
    queries: items.map((item, index) => {
      const metric = metrics[index]
      return {
        ...metricDataQuery(
          metric
            ? requestOfItem(item, metric)
            : { path: '', a: item.meta.asset, i: item.meta.resolution ?? '24h' },
        ),
        enabled: access[index]?.kind === 'read',
      }
    }),
  })
  const key = items
    .map((item, index) => {
      const query = data[index]
      return `${item.uuid}:${catalog[index]?.status}:${access[index]?.kind}:${query?.status}:${query?.dataUpdatedAt}`
    })
    .join('|')
  const mathKey = items.map((item) => JSON.stringify([item.meta.mathFn, item.meta.subset])).join()

  return useMemo(() => {
    const stores = new Map<string, ItemStore>()
    items.forEach((item, index) => {
      const page = catalog[index]
      const metric = metrics[index]
      const query = data[index]
      // What a query holds is drawn even when its refresh failed (offline): a failure shows
      // only where there is nothing to draw.
      const decision = access[index]
      if (!metric) stores.set(item.uuid, page?.isError ? failure(page.error, item) : loading)
      else if (decision?.kind === 'locked') stores.set(item.uuid, locked(decision.allowedPlans))
      else if (query?.data === undefined) {
        stores.set(item.uuid, query?.isError ? failure(query.error, item) : loading)
      } else {
        const column = columnOfItem(item, query.data)
        stores.set(
          item.uuid,
          typeof column === 'string'
            ? { status: 'error', message: column }
            : { status: 'data', series: column, metric, source: query.data.source },
        )
      }
    })
    return stores
    // The queries' arrays are new on every render; `key` and `mathKey` say when they changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, mathKey])
}
