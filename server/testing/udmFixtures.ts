import { randomUUID } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
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

export interface UdmClient {
  list(): Promise<LightMyRequestResponse>
  read(id: string, query?: string): Promise<LightMyRequestResponse>
  create(body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>
  update(
    id: string,
    data: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>
  remove(id: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>
  categories(): Promise<LightMyRequestResponse>
  createCategory(name: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>
  renameCategory(
    id: string,
    name: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>
  removeCategory(id: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>
}

/**
 * Calls as the user of `cookie` (a guest without one), from the app's own origin unless the
 * headers say otherwise.
 */
export function udmClient(test: TestApp, origin: string, cookie?: string): UdmClient {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    test.app.inject({
      method,
      url,
      headers: { origin, ...(cookie === undefined ? {} : { cookie }), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  return {
    list: () => call('GET', '/v1/udm'),
    read: (id, query = '') => call('GET', `/v1/udm/${id}${query}`),
    create: (body, headers) => call('POST', '/v1/udm/create', body, headers),
    update: (id, data, headers) => call('PUT', `/v1/udm/${id}`, { data }, headers),
    remove: (id, headers) => call('DELETE', `/v1/udm/${id}`, undefined, headers),
    categories: () => call('GET', '/v1/udm/categories'),
    createCategory: (name, headers) => call('POST', '/v1/udm/categories', { name }, headers),
    renameCategory: (id, name, headers) =>
      call('PUT', `/v1/udm/categories/${id}`, { name }, headers),
    removeCategory: (id, headers) => call('DELETE', `/v1/udm/categories/${id}`, undefined, headers),
  }
}
