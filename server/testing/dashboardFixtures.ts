import { randomUUID } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { documentApiClient, testCaller, type DocumentApiClient } from './documentApiClient'
import type { TestApp } from './testApp'

/** Dashboard bodies and a small client of /v1/dashboards and /v1/user/favorites for tests. */

export function metricTile(overrides: Record<string, unknown> = {}) {
  return {
    uuid: randomUUID(),
    configType: 'metric',
    meta: { asset: 'BTC', metricCode: 'MarketMvrv', path: 'market/mvrv', resolution: '24h' },
    extra: { name: 'MVRV Ratio' },
    ...overrides,
  }
}

export function textTile(content = 'Valuation') {
  return { uuid: randomUUID(), configType: 'text', meta: { content } }
}

/** A dashboard's `data`: the items given, laid out two by two (text rows full width). */
export function dashboardData(
  configs: Array<{ uuid: string; configType: string }> = [textTile(), metricTile(), metricTile()],
  meta: Record<string, unknown> = { name: 'Valuation', asset: 'BTC' },
) {
  let x = 0
  let y = 0
  const layouts = configs.map((config) => {
    const w = config.configType === 'text' ? 12 : 6
    if (x + w > 12) {
      x = 0
      y += 6
    }
    const entry = { i: config.uuid, x, y, w, h: config.configType === 'text' ? 2 : 6 }
    x += w
    return entry
  })
  return { configs, layouts, meta }
}

export interface DashboardClient extends DocumentApiClient {
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>
  favorites(): Promise<LightMyRequestResponse>
  replaceFavorites(body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>
  putFavorite(
    id: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>
  removeFavorite(id: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>
}

/**
 * Calls as the user of `cookie` (a guest without one), from the app's own origin unless the
 * headers say otherwise.
 */
export function dashboardClient(test: TestApp, origin: string, cookie?: string): DashboardClient {
  const call = testCaller(test, origin, cookie)
  return {
    ...documentApiClient(call, '/v1/dashboards', '/v1/dashboards/categories/create'),
    get: (url, headers) => call('GET', url, undefined, headers),
    favorites: () => call('GET', '/v1/user/favorites'),
    replaceFavorites: (body, headers) => call('PUT', '/v1/user/favorites', body, headers),
    putFavorite: (id, body, headers) => call('PUT', `/v1/user/favorites/${id}`, body, headers),
    removeFavorite: (id, headers) => call('DELETE', `/v1/user/favorites/${id}`, undefined, headers),
  }
}
