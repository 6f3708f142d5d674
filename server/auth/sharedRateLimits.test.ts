import { afterAll, beforeAll, expect, it } from 'vitest'
import { origin } from '../oidc/testing'
import { describeEachDatabase } from '../testing/databaseTargets'
import { enterpriseFormRateLimit } from '../routes/enterpriseFormRoutes'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { windowAlignedClock } from '../testing/windowAlignedClock'
import { authRateLimits } from './authRateLimits'

describeEachDatabase('rate limits across instances', (target) => {
  let instances: TestApp[] = []
  beforeAll(async () => {
    // Two instances behind a load balancer: each with its own connection to one database.
    const clock = windowAlignedClock()
    for (let i = 0; i < 2; i++) {
      instances.push(
        await buildTestApp({ PUBLIC_ORIGIN: origin }, { clock }, { database: target.open() }),
      )
    }
  })
  afterAll(async () => {
    await Promise.all(instances.map((t) => t.close()))
    instances = []
  })

  const attempt = (t: TestApp | undefined, path: string, payload: Record<string, string>) => {
    if (t === undefined) throw new Error('no instance')
    return t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: '192.0.2.77',
      headers: { origin },
      payload,
    })
  }

  it('share one count: guesses spread over both still reach the limit', async () => {
    const { requests } = authRateLimits.login.perPair
    for (let i = 0; i < requests; i++) {
      const res = await attempt(instances[i % 2], '/v1/user/login', {
        email: 'shared@studio.test',
        password: `guess number ${i}`,
      })
      expect(res.statusCode).toBe(401)
    }
    for (const t of instances) {
      const res = await attempt(t, '/v1/user/login', {
        email: 'shared@studio.test',
        password: 'one more guess',
      })
      expect(res.statusCode).toBe(429)
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    }
  })

  it('share sign-up counts too', async () => {
    const { requests } = authRateLimits.signup.perEmail
    const signup = (t: TestApp | undefined) =>
      attempt(t, '/v1/user/signup', {
        email: 'twice@studio.test',
        firstName: 'Ada',
        lastName: 'Lovelace',
        password: 'long enough secret',
      })
    for (let i = 0; i < requests; i++) {
      expect([201, 409]).toContain((await signup(instances[i % 2])).statusCode)
    }
    expect((await signup(instances[0])).statusCode).toBe(429)
    expect((await signup(instances[1])).statusCode).toBe(429)
  })

  it('share the enterprise form count', async () => {
    // Invalid submissions count too, so an empty form is enough to reach the limit.
    for (let i = 0; i < enterpriseFormRateLimit.requests; i++) {
      expect((await attempt(instances[i % 2], '/v1/forms/enterprise', {})).statusCode).toBe(400)
    }
    expect((await attempt(instances[1], '/v1/forms/enterprise', {})).statusCode).toBe(429)
  })
})
