import type { LightMyRequestResponse } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { authorizeUrl, browser, formAction, origin, pkce, redirectUri } from '../oidc/testing'
import { createTestUser, testPassword } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { windowAlignedClock } from '../testing/windowAlignedClock'
import { authRateLimits } from './authRateLimits'
import { deviceCookieName } from './deviceCookie'

const owner = 'owner@studio.test'
const { login: limits } = authRateLimits

/** A stranger's address: one per attempt, as a botnet would spread them. */
const strangerAddress = (i: number) => `203.0.113.${i + 1}`

function expectRetryAfter(res: LightMyRequestResponse, windowSeconds: number) {
  expect(res.statusCode).toBe(429)
  const seconds = Number(res.headers['retry-after'])
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(windowSeconds)
}

describe('sign-in limits', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const build = async () =>
    (test = await buildTestApp({ PUBLIC_ORIGIN: origin }, { clock: windowAlignedClock() }))

  const login = (
    t: TestApp,
    email: string,
    password: string,
    { address = '198.51.100.7', cookie }: { address?: string; cookie?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      remoteAddress: address,
      headers: { origin, ...(cookie === undefined ? {} : { cookie }) },
      payload: { email, password },
    })

  /** Strangers guess at the account from many addresses until unknown browsers get 429. */
  const exhaustAccount = async (t: TestApp, email: string) => {
    for (let i = 0; i < limits.perEmail.requests; i++) {
      const guess = await login(t, email, `wrong guess ${i}`, { address: strangerAddress(i) })
      expect(guess.statusCode).toBe(401)
    }
    const next = await login(t, email, 'one more guess', { address: '203.0.113.250' })
    expectRetryAfter(next, limits.perEmail.windowSeconds)
  }

  it("keeps the owner's known browser signing in while strangers exhaust the account", async () => {
    const t = await build()
    await createTestUser(t, owner)
    const first = await login(t, owner, testPassword)
    expect(first.statusCode).toBe(200)
    const device = first.cookies.find((c) => c.name === deviceCookieName)
    expect(device).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Strict' })
    expect(device?.maxAge).toBeGreaterThanOrEqual(180 * 24 * 60 * 60)
    const known = `${deviceCookieName}=${device?.value ?? ''}`

    await exhaustAccount(t, owner)
    // Even from an address a stranger used, and after a typo of their own.
    const typo = await login(t, owner, 'not my password', {
      address: strangerAddress(0),
      cookie: known,
    })
    expect(typo.statusCode).toBe(401)
    const again = await login(t, owner, testPassword, {
      address: strangerAddress(0),
      cookie: known,
    })
    expect(again.statusCode).toBe(200)
    // A forged cookie, or one the owner's browser earned for another account, is a stranger's.
    const forged = `${deviceCookieName}=${(device?.value ?? '').replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`
    expect((await login(t, owner, testPassword, { cookie: forged })).statusCode).toBe(429)
    await createTestUser(t, 'other@studio.test')
    const other = await login(t, 'other@studio.test', testPassword)
    const otherDevice = other.cookies.find((c) => c.name === deviceCookieName)?.value ?? ''
    const elsewhere = `${deviceCookieName}=${otherDevice}`
    expect((await login(t, owner, testPassword, { cookie: elsewhere })).statusCode).toBe(429)
  })

  it('lets the known browser sign in at the provider too, and marks it there', async () => {
    const t = await build()
    await createTestUser(t, owner)
    // The owner signed in at the provider's page before: that browser is known.
    const signIn = async (b: ReturnType<typeof browser>, password: string) => {
      const page = await b.follow(await b.get(authorizeUrl(pkce().challenge)))
      expect(page.body).toContain('Sign in')
      return b.post(formAction(page.body), { email: owner, password })
    }
    const home = browser(t)
    expect((await signIn(home, testPassword)).statusCode).toBe(303)
    const device = home.cookies.get(deviceCookieName)
    expect(device).toBeDefined()

    await exhaustAccount(t, owner)
    // A stranger's browser at the provider gets the same 429, with Retry-After.
    const stranger = await signIn(browser(t, { address: '203.0.113.251' }), testPassword)
    expectRetryAfter(stranger, limits.perEmail.windowSeconds)
    expect(stranger.body).toContain('Too many attempts')

    // The owner's browser (a fresh provider session, the same device cookie) gets through.
    const laptop = browser(t, { address: strangerAddress(1) })
    laptop.cookies.set(deviceCookieName, device ?? '')
    const res = await signIn(laptop, testPassword)
    expect(res.statusCode).toBe(303)
    const back = await laptop.follow(res)
    expect(String(back.headers.location)).toMatch(new RegExp(`^${redirectUri}\\?code=`))
  })

  it('limits each (email, address) pair and each address with 429 and Retry-After', async () => {
    const t = await build()
    await createTestUser(t, owner)
    const home = '198.51.100.20'
    for (let i = 0; i < limits.perPair.requests; i++) {
      expect((await login(t, owner, `guess ${i}`, { address: home })).statusCode).toBe(401)
    }
    expectRetryAfter(
      await login(t, owner, testPassword, { address: home }),
      limits.perPair.windowSeconds,
    )
    // The pair is locked, not the account: another address still reaches the password check.
    expect((await login(t, owner, testPassword, { address: '198.51.100.21' })).statusCode).toBe(200)

    // One address spraying many accounts.
    const sprayer = '198.51.100.30'
    for (let i = 0; i < limits.perAddress.requests; i++) {
      const res = await login(t, `user${i}@studio.test`, 'sprayed password', { address: sprayer })
      expect(res.statusCode).toBe(401)
    }
    const sprayed = await login(t, 'fresh@studio.test', 'sprayed password', { address: sprayer })
    expectRetryAfter(sprayed, limits.perAddress.windowSeconds)
    expect(sprayed.json()).toMatchObject({ message: expect.stringMatching(/Too many attempts/) })
  })

  it('counts failed sign-ins only: people behind one address keep signing in', async () => {
    const t = await build()
    await createTestUser(t, owner)
    const office = '198.51.100.40'
    for (let i = 0; i <= limits.perPair.requests; i++) {
      const res = await login(t, owner, testPassword, { address: office })
      expect(res.statusCode).toBe(200)
    }
  })
})
