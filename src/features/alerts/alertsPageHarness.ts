import type { Alert } from '@/core/api/alerts'
import { metric as catalogMetric } from '@/core/testing/catalogMetricFixture'
import { json, signedInUser, stubApi, type Handler } from '@/lib/testing/apiTestHarness'
import { toastState } from '@/lib/ui/toastStore'

/* The alerts page's tests: one alert, the catalog metric it watches, and the API around them. */

export const metric = { ...catalogMetric, name: 'Exchange Inflow', path: 'exchanges/inflow_sum' }

export const alert: Alert = {
  uuid: '0b6f5a1e-7c2d-4e8f-9a0b-1c2d3e4f5a6b',
  path: 'exchanges/inflow_sum',
  source: null,
  asset: 'BTC',
  currency: null,
  exchange: null,
  resolution: '24h',
  condition: 'gt',
  conditionValues: [100000],
  conditionDuration: null,
  movingAverage: 0,
  modifier: null,
  metricName: 'Exchange Inflow',
  name: 'Big inflow',
  channels: ['push', 'telegram'],
  repeat: 'every',
  enabled: true,
  snoozedUntil: null,
  disabledReason: null,
  version: 3,
  createdAt: Date.UTC(2026, 0, 1),
  updatedAt: Date.UTC(2026, 0, 1),
}

export const toasts = () =>
  toastState.items.map((t) => `${t.kind}: ${t.title}${t.description ? ` / ${t.description}` : ''}`)

export function stub(alerts: Alert[], extra: Record<string, Handler> = {}) {
  let data = alerts
  return stubApi({
    'GET /v1/user/info': () => json(200, signedInUser),
    'GET /v1/alerts': () => json(200, { data, limit: { used: data.length, max: 3 } }),
    'GET /cms/catalog-metrics': () =>
      json(200, {
        data: [{ id: 1, documentId: 'x', ...metric }],
        meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } },
      }),
    'GET /v1/metadata/metric': () =>
      json(200, {
        code: metric.metricCode,
        path: metric.path,
        name: metric.name,
        tier: 1,
        parameters: { a: ['BTC', 'ETH'], i: ['1h', '24h', '1w'], c: ['native', 'usd'] },
        descriptors: { description: '', group: 'exchanges', shape: 'value' },
        refs: { metric_variant: 'base' },
      }),
    // How the channels are set up (the dialog's defaults): push on one device of the account.
    'GET /v1/client-config': () => json(200, { vapidPublicKey: `B${'N'.repeat(86)}` }),
    'GET /v1/push/subscriptions': () =>
      json(200, { data: [{ endpoint: 'https://push.example/1', createdAt: 1 }] }),
    'GET /v1/alerts/telegram': () =>
      json(200, { available: true, authorized: false, authorizeUrl: null }),
    'GET /v1/alerts/webhook': () => json(200, { url: null }),
    'POST /v1/alerts/create': (init) => {
      const body = JSON.parse(String(init?.body)) as Partial<Alert>
      const created = {
        ...alert,
        ...body,
        uuid: '1b6f5a1e-7c2d-4e8f-9a0b-1c2d3e4f5a6b',
        version: 1,
      }
      data = [...data, created]
      return json(201, created)
    },
    ...extra,
  })
}
