import type { LightMyRequestResponse } from 'fastify'
import type { Addon, Product } from '@/core/api/user'
import { createUsersRepository } from '../repositories/usersRepository'
import { testCaller } from './documentApiClient'
import type { TestApp } from './testApp'

/** Alert bodies, a small client of /v1/alerts and plan changes for route tests. */

/** A valid metric alert: BTC price above 100,000, daily. */
export function alertBody(overrides: Record<string, unknown> = {}) {
  return {
    path: 'market/price_usd_close',
    asset: 'BTC',
    resolution: '24h',
    condition: 'gt',
    conditionValues: [100_000],
    channels: ['push'],
    ...overrides,
  }
}

export interface AlertClient {
  list(): Promise<LightMyRequestResponse>
  read(id: string): Promise<LightMyRequestResponse>
  create(body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>
  update(
    id: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>
  remove(id: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>
}

/**
 * Calls as the user of `cookie` (a guest without one), from the app's own origin unless the
 * headers say otherwise.
 */
export function alertClient(test: TestApp, origin: string, cookie?: string): AlertClient {
  const call = testCaller(test, origin, cookie)
  return {
    list: () => call('GET', '/v1/alerts'),
    read: (id) => call('GET', `/v1/alerts/${id}`),
    create: (body, headers) => call('POST', '/v1/alerts/create', body, headers),
    update: (id, body, headers) => call('PUT', `/v1/alerts/${id}`, body, headers),
    remove: (id, headers) => call('DELETE', `/v1/alerts/${id}`, undefined, headers),
  }
}

/** Gives the account a plan (and add-ons) as billing would. */
export async function grantPlan(
  test: TestApp,
  userUuid: string,
  plan: Product,
  addons: Addon[] = [],
): Promise<void> {
  await createUsersRepository(test.database.db).setEntitlements(userUuid, {
    products: plan === 'standard' ? ['standard'] : [plan, 'standard'],
    addons,
    allowDownloads: false,
    trialAvailable: true,
    trialExpiry: null,
  })
}
