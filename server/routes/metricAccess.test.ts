import { afterEach, describe, expect, it } from 'vitest'
import { apiErrorSchema } from '@/core/api/error'
import { rateLimits } from '@/core/metricAccess'
import { allowEveryCaller } from '../metrics/authorize'
import { createFakeMetricSource } from '../metrics/testing/fakeMetricSource'
import { testClockMs } from '../metrics/testing/metricsTestApp'
import { buildTestApp, type TestApp } from '../testing/testApp'

const open = '/v1/metrics/addresses/active_count?a=BTC'
const gated = '/v1/metrics/distribution/balance_exchanges?a=BTC'
const guestBurst = rateLimits.guest.requests

describe('access to metric series', () => {
  let test: TestApp | undefined
  let clockMs = testClockMs
  afterEach(async () => {
    await test?.close()
    clockMs = testClockMs
  })
  const build = async (deps: Parameters<typeof buildTestApp>[1] = {}) => {
    test = await buildTestApp(
      {},
      { metricSource: createFakeMetricSource(), clock: () => clockMs, ...deps },
    )
    return test.app
  }

  it('answers a metric above the guest plan 403 with the plans that unlock it', async () => {
    const app = await build()
    const res = await app.inject({ url: gated })
    expect(res.statusCode).toBe(403)
    expect(apiErrorSchema.strict().parse(res.json())).toEqual({
      status: 403,
      error: 'Forbidden',
      message: 'Forbidden: Please upgrade to the Advanced plan.',
      allowed_plans: ['advanced', 'professional', 'professional_ml'],
    })
    expect(res.headers['cache-control'] ?? '').not.toContain('public')
    expect((await app.inject({ url: open })).statusCode).toBe(200)
  })

  it('keeps answers of gated metrics out of shared caches', async () => {
    const app = await build({ metricAccess: allowEveryCaller })
    const gatedRes = await app.inject({ url: gated })
    expect(gatedRes.statusCode).toBe(200)
    expect(gatedRes.headers['cache-control']).toBe('private, max-age=60')
    expect((await app.inject({ url: open })).headers['cache-control']).toBe('public, max-age=60')
  })

  it('answers 429 with Retry-After past the guest limit, and recovers once the clock moves', async () => {
    const app = await build()
    for (let i = 0; i < guestBurst; i++) {
      expect((await app.inject({ url: open })).statusCode).toBe(200)
    }
    const limited = await app.inject({ url: open })
    expect(limited.statusCode).toBe(429)
    expect(apiErrorSchema.strict().parse(limited.json())).toMatchObject({
      status: 429,
      error: 'Too Many Requests',
    })
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    // Refused requests count too: a caller that keeps knocking stays out.
    expect((await app.inject({ url: gated })).statusCode).toBe(429)
    // Another caller (another address) has its own budget.
    const other = await app.inject({ url: open, remoteAddress: '192.0.2.7' })
    expect(other.statusCode).toBe(200)
    clockMs += retryAfter * 1000
    expect((await app.inject({ url: open })).statusCode).toBe(200)
  })

  it('refuses an API key that belongs to nobody 401, even for open metrics', async () => {
    const app = await build()
    for (const res of [
      await app.inject({ url: open, headers: { 'x-api-key': 'made-up-key' } }),
      await app.inject({ url: `${open}&api_key=made-up-key` }),
    ]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ status: 401, message: 'Invalid API key' })
    }
  })
})
