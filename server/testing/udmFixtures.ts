import { randomUUID } from 'node:crypto'
import { documentApiClient, testCaller, type DocumentApiClient } from './documentApiClient'
import type { TestApp } from './testApp'

/** Chart bodies and a small client of /v1/udm for route tests. */

export function metricItem(overrides: Record<string, unknown> = {}) {
  return {
    uuid: randomUUID(),
    configType: 'metric',
    meta: { asset: 'BTC', metricCode: 'MarketMvrv', resolution: '24h' },
    extra: { ref: 'm1', name: 'MVRV Ratio', scale: 'lin', yAxis: 0 },
    ...overrides,
  }
}

export function formulaItem(content = 'sma(m1, 30)', overrides: Record<string, unknown> = {}) {
  return {
    uuid: randomUUID(),
    configType: 'formula',
    meta: { name: 'MVRV 30d SMA', content },
    extra: { ref: 'f1', lineColor: '#e0700b' },
    ...overrides,
  }
}

export function chartBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'MVRV and its average',
    description: 'Is the market overheated?',
    configType: 'workbench',
    items: [metricItem(), formulaItem()],
    zoom: '1y',
    ...overrides,
  }
}

/** A client of /v1/udm: `update` sends its chart as the body's `data`. */
export type UdmClient = DocumentApiClient

/**
 * Calls as the user of `cookie` (a guest without one), from the app's own origin unless the
 * headers say otherwise.
 */
export function udmClient(test: TestApp, origin: string, cookie?: string): UdmClient {
  const client = documentApiClient(
    testCaller(test, origin, cookie),
    '/v1/udm',
    '/v1/udm/categories',
  )
  return { ...client, update: (id, data, headers) => client.update(id, { data }, headers) }
}
