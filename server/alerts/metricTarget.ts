import type { AlertInput } from '@/core/api/alerts'
import { alertIntervals } from '@/core/alerts/alertRule'
import type { Currency } from '@/core/api/metrics'
import type { Plan } from '@/core/plans'
import { invalidField } from '../http/httpError'
import { assertPlanReads } from '../metrics/accessControl'
import type { AlertMetrics } from './alertMetrics'

/** The series a metric alert watches, completed with the metric's defaults. */
export interface MetricTarget {
  path: string
  asset: string
  currency: Currency
  exchange: string | null
  metricName: string
}

const listed = (values: readonly string[]) => values.join(', ')

/**
 * Checks a metric alert against its metric as the metrics API would (app.md sections 3 and 7):
 * the metric exists and its studio config offers alerts; asset, resolution, currency and
 * exchange are ones it serves; a moving average only where it offers one. 400 naming the field,
 * or 403 with `allowed_plans` when the metric's tier is above `plan`.
 */
export function metricTarget(
  input: AlertInput & { path: string; asset: string },
  metrics: AlertMetrics,
  plan: Plan,
): MetricTarget {
  const { path, asset } = input
  const metric = metrics.byPath(path)
  if (metric === undefined) throw invalidField('path', `Unknown metric ${path}`)
  const { descriptor, catalog } = metric
  const name = catalog?.name ?? descriptor.name
  const config = catalog?.studioMetricConfig
  const resolutions = alertIntervals.filter((r) => descriptor.resolutions.includes(r))
  if (config?.alerts !== true || descriptor.shape !== 'value' || resolutions.length === 0) {
    throw invalidField(
      'path',
      `Alerts are not available for ${name} (${path}): its studio configuration does not offer them`,
    )
  }
  if (!descriptor.assets.includes(asset)) {
    throw invalidField(
      'asset',
      `${name} has no data for ${asset}; one of ${listed(descriptor.assets)}`,
    )
  }
  if (!resolutions.includes(input.resolution)) {
    throw invalidField(
      'resolution',
      `${name} has no ${input.resolution} data; one of ${listed(resolutions)}`,
    )
  }
  const currencies = descriptor.currencies
  const currency =
    input.currency ??
    (currencies.includes(config.defaultCurrency) ? config.defaultCurrency : currencies[0])
  if (currency === undefined || !currencies.includes(currency)) {
    throw invalidField('currency', `${name} is served in ${listed(currencies)}`)
  }
  const exchanges = descriptor.parameters.e
  if (exchanges === undefined && input.exchange !== null) {
    throw invalidField('exchange', `${name} takes no exchange`)
  }
  const exchange = exchanges && (input.exchange ?? config.defaultExchange ?? exchanges[0] ?? null)
  if (exchanges !== undefined && (exchange == null || !exchanges.includes(exchange))) {
    throw invalidField('exchange', `One of ${listed(exchanges)}`)
  }
  if (input.movingAverage > 0 && !config.movingAverageOption) {
    throw invalidField('movingAverage', `${name} offers no moving average`)
  }
  assertPlanReads(plan, descriptor.tier)
  return {
    path,
    asset,
    currency,
    exchange: exchange ?? null,
    metricName: input.metricName ?? name,
  }
}
