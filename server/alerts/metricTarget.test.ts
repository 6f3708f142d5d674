import { describe, expect, it } from 'vitest'
import { alertInputSchema } from '@/core/api/alerts'
import { catalogMetrics } from '../demo/catalog'
import { createDemoSource } from '../demo/demoSource'
import { HttpError } from '../http/httpError'
import { createAlertMetrics } from './alertMetrics'
import { metricTarget } from './metricTarget'

const input = alertInputSchema.parse({
  path: 'market/price_usd_close',
  asset: 'BTC',
  condition: 'gt',
  conditionValues: [1],
})
const target = { ...input, path: 'market/price_usd_close', asset: 'BTC' }

describe('metric alert targets', () => {
  it('read the studio config: a metric whose config lacks alerts is refused by name', () => {
    const catalog = catalogMetrics().map((entry) =>
      entry.path === target.path
        ? { ...entry, studioMetricConfig: { ...entry.studioMetricConfig, alerts: false } }
        : entry,
    )
    const refuse = () =>
      metricTarget(target, createAlertMetrics(catalog, createDemoSource()), 'professional')
    expect(refuse).toThrow(HttpError)
    expect(refuse).toThrow(
      'path: Alerts are not available for Price (market/price_usd_close): its studio configuration does not offer them',
    )
  })

  it('refuse a metric the catalog does not list (it has no studio config)', () => {
    const metrics = createAlertMetrics([], createDemoSource())
    expect(() => metricTarget(target, metrics, 'professional')).toThrow(/Alerts are not available/)
  })

  it('find workbench metrics by code, and complete an alert with the metric defaults', () => {
    const metrics = createAlertMetrics(catalogMetrics(), createDemoSource())
    expect(metrics.byCode('MarketMvrv')?.descriptor.path).toBe('market/mvrv')
    expect(metricTarget(target, metrics, 'guest')).toEqual({
      path: 'market/price_usd_close',
      asset: 'BTC',
      currency: 'usd',
      exchange: null,
      metricName: 'Price',
    })
  })
})
