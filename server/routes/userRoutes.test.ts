import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { apiKeyStatusSchema, userInfoAnswerSchema, userInfoSchema } from '@/core/api/user'
import { sessionCookieName } from '../auth/sessions'
import { createDemoSource } from '../demo/demoSource'
import { createUsersRepository } from '../repositories/usersRepository'
import { buildTestApp, type TestApp } from '../testing/testApp'

const origin = 'http://studio.test'
const sameOrigin = { origin }
const gated = '/v1/metrics/market/mvrv?a=BTC'

describe('user API', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const build = async () => {
    test = await buildTestApp(
      { PUBLIC_ORIGIN: origin, INTERNAL_EMAIL_DOMAIN: 'studio.test' },
      {
        metricSource: createDemoSource(),
      },
    )
    return test
  }

  const signup = (t: TestApp, email: string, password = 'long enough secret') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/signup',
      headers: sameOrigin,
      payload: { email, firstName: 'Ada', lastName: 'Lovelace', newsletter: true, password },
    })
  const login = (t: TestApp, email: string, password = 'long enough secret') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: sameOrigin,
      payload: { email, password },
    })
  const mails = (t: TestApp) => {
    const dir = path.join(t.dataDir, 'mail')
    return readdirSync(dir)
      .sort()
      .map(
        (name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, string>,
      )
  }
  const lastLinkTo = (t: TestApp, email: string) => {
    const link =
      mails(t)
        .filter((mail) => mail.to === email)
        .at(-1)?.link ?? ''
    return new URL(link)
  }
  /** Signs up, verifies through the mailed link and logs in; returns the cookie header. */
  const signedIn = async (t: TestApp, email: string) => {
    expect((await signup(t, email)).statusCode).toBe(201)
    const link = lastLinkTo(t, email)
    const verify = await t.app.inject({ url: link.pathname + link.search })
    expect(verify.statusCode).toBe(303)
    const res = await login(t, email)
    expect(res.statusCode).toBe(200)
    const cookie = res.cookies.find((c) => c.name === sessionCookieName)
    return `${sessionCookieName}=${cookie?.value ?? ''}`
  }

  it('signs up, verifies by mail, logs in with a cookie, and uses an API key for its plan', async () => {
    const t = await build()
    const created = await signup(t, 'Ada@Studio.test')
    expect(created.statusCode).toBe(201)
    expect(created.json()).toEqual({ email: 'ada@studio.test', verificationSent: true })

    const [mail] = mails(t)
    expect(mail).toMatchObject({ to: 'ada@studio.test', subject: expect.stringMatching(/verify/i) })
    const link = new URL(mail?.link ?? '')
    expect(link.origin).toBe(origin)
    expect(mail?.text).toContain(link.href)
    expect(mail?.html).toContain(link.pathname)

    const verified = await t.app.inject({ url: link.pathname + link.search })
    expect(verified.statusCode).toBe(303)
    expect(verified.headers.location).toBe('/auth/login?verified=1')
    // The link works once.
    const again = await t.app.inject({
      url: link.pathname + link.search,
      headers: { accept: 'application/json' },
    })
    expect(again.statusCode).toBe(400)

    const loggedIn = await login(t, 'ada@studio.test')
    expect(loggedIn.statusCode).toBe(200)
    // The session, and the device cookie that marks this browser as known (signInLimits.test.ts).
    const setCookies = [loggedIn.headers['set-cookie']].flat().map(String)
    const setCookie = setCookies.find((c) => c.startsWith(`${sessionCookieName}=`)) ?? ''
    expect(setCookie).toMatch(new RegExp(`^${sessionCookieName}=`))
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    expect(setCookie).toMatch(/Path=\//)
    expect(setCookie).toMatch(/Max-Age=2592000/)
    expect(setCookie).not.toMatch(/Secure/)
    const cookie = setCookie.split(';')[0] ?? ''

    const info = await t.app.inject({ url: '/v1/user/info', headers: { cookie } })
    expect(info.statusCode).toBe(200)
    const user = userInfoSchema.strict().parse(info.json())
    expect(user).toMatchObject({
      email: 'ada@studio.test',
      firstName: 'Ada',
      // Every account holds the free Standard plan.
      plan: 'standard',
      products: ['standard'],
      newsletter: true,
      internal: true,
      trial: false,
      emailVerified: true,
    })
    // The account's API key never shows (searchAPIKey is the search service's key, spec section 3).
    expect(info.body).not.toMatch(/scrypt|password|"apiKey"/i)

    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/v1/user/info',
      headers: { cookie, ...sameOrigin },
      payload: { lastName: 'Byron' },
    })
    expect(patched.json()).toMatchObject({ firstName: 'Ada', lastName: 'Byron' })

    const generated = await t.app.inject({
      method: 'POST',
      url: '/v1/user/generate_api_key',
      headers: { cookie, ...sameOrigin },
    })
    expect(generated.statusCode).toBe(200)
    const { apiKey } = generated.json<{ apiKey: string }>()
    expect(apiKey).toMatch(/^[\w-]{43}$/)

    const asGuest = await t.app.inject({ url: gated, headers: { 'x-api-key': apiKey } })
    expect(asGuest.statusCode).toBe(403)
    await createUsersRepository(t.database.db).setEntitlements(user.uuid, {
      products: ['advanced'],
      addons: [],
      allowDownloads: false,
      trialAvailable: true,
      trialExpiry: null,
    })
    expect((await t.app.inject({ url: gated, headers: { 'x-api-key': apiKey } })).statusCode).toBe(
      200,
    )
    expect((await t.app.inject({ url: `${gated}&api_key=${apiKey}` })).statusCode).toBe(200)
    // The session cookie carries the plan too.
    expect((await t.app.inject({ url: gated, headers: { cookie } })).statusCode).toBe(200)
    expect((await t.app.inject({ url: gated })).statusCode).toBe(403)

    // A new key replaces the old one.
    const replaced = await t.app.inject({
      method: 'POST',
      url: '/v1/user/generate_api_key',
      headers: { cookie, ...sameOrigin },
    })
    expect(replaced.json<{ apiKey: string }>().apiKey).not.toBe(apiKey)
    expect((await t.app.inject({ url: gated, headers: { 'x-api-key': apiKey } })).statusCode).toBe(
      401,
    )

    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/v1/user/logout',
      headers: { cookie, ...sameOrigin },
    })
    expect(loggedOut.statusCode).toBe(200)
    expect(String(loggedOut.headers['set-cookie'])).toMatch(/Max-Age=0/)
    const after = await t.app.inject({ url: '/v1/user/info', headers: { cookie } })
    expect(after.statusCode).toBe(401)
    expect(after.headers['x-auth-code']).toBe('revoke_login')

    // No secret reached the log.
    const log = JSON.stringify(t.logs())
    expect(log).not.toContain(apiKey)
    expect(log).not.toContain('long enough secret')
    expect(log).not.toContain(cookie.split('=')[1])
  })

  it('answers a visitor without a session cookie as a guest, and a dead session 401', async () => {
    const t = await build()
    // No cookie at all: nobody is signed in, which is a state rather than an error.
    const guest = await t.app.inject({ url: '/v1/user/info' })
    expect(guest.statusCode).toBe(200)
    expect(guest.json()).toBeNull()
    expect(userInfoAnswerSchema.parse(guest.json())).toBeNull()
    expect(guest.headers['x-auth-code']).toBeUndefined()
    expect(guest.headers['cache-control']).toBe('private, no-store')

    // A cookie whose session is gone (or was never ours) keeps the 401 with revoke_login,
    // which opens the session-expired modal.
    for (const cookie of [`${sessionCookieName}=forged`, await signedIn(t, 'old@example.com')]) {
      await t.app.inject({
        method: 'POST',
        url: '/v1/user/logout',
        headers: { cookie, ...sameOrigin },
      })
      const dead = await t.app.inject({ url: '/v1/user/info', headers: { cookie } })
      expect(dead.statusCode).toBe(401)
      expect(dead.headers['x-auth-code']).toBe('revoke_login')
    }
  })

  it('refuses login before verification with a "verify your email" message and a new mail', async () => {
    const t = await build()
    await signup(t, 'late@example.com')
    const res = await login(t, 'late@example.com')
    expect(res.statusCode).toBe(403)
    expect(res.json<{ message: string }>().message).toContain('verify your email')
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(mails(t).filter((mail) => mail.to === 'late@example.com')).toHaveLength(2)
  })

  it('answers wrong credentials and unknown emails alike, 401', async () => {
    const t = await build()
    await signedIn(t, 'known@example.com')
    for (const res of [
      await login(t, 'known@example.com', 'not the password'),
      await login(t, 'nobody@example.com'),
    ]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ message: 'Invalid email or password' })
    }
  })

  it('refuses a second sign-up with the same email 409, and weak input 400', async () => {
    const t = await build()
    expect((await signup(t, 'twice@example.com')).statusCode).toBe(201)
    const duplicate = await signup(t, 'TWICE@example.com')
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json()).toMatchObject({ message: 'An account with this email already exists' })
    const weak = await signup(t, 'weak@example.com', 'short')
    expect(weak.statusCode).toBe(400)
    expect(weak.json<{ message: string }>().message).toMatch(/at least 10 characters/)
  })

  it('refuses cross-site mutations carrying the cookie, and accepts same-origin ones', async () => {
    const t = await build()
    const cookie = await signedIn(t, 'csrf@example.com')
    const patch = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: '/v1/user/info',
        headers: { cookie, ...headers },
        payload: { firstName: 'Mallory' },
      })
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://sub.studio.test' },
      {},
    ]
    for (const headers of crossSite) {
      const res = await patch(headers)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ message: 'Cross-site request refused' })
    }
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/v1/user/delete_account',
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(deleted.statusCode).toBe(403)
    const info = await t.app.inject({ url: '/v1/user/info', headers: { cookie } })
    expect(info.json()).toMatchObject({ firstName: 'Ada' })

    expect((await patch({ origin })).statusCode).toBe(200)
    expect((await patch({ referer: `${origin}/settings` })).statusCode).toBe(200)
    expect((await patch({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200)
    // Logging a visitor into another account from a foreign page is refused too.
    const foreignLogin = await t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'csrf@example.com', password: 'long enough secret' },
    })
    expect(foreignLogin.statusCode).toBe(403)
  })

  it("never shows one user's data to another user's session", async () => {
    const t = await build()
    const first = await signedIn(t, 'first@example.com')
    const second = await signedIn(t, 'second@example.com')
    const read = async (cookie: string) =>
      (await t.app.inject({ url: '/v1/user/info', headers: { cookie } })).json<{ email: string }>()
    expect((await read(first)).email).toBe('first@example.com')
    expect((await read(second)).email).toBe('second@example.com')
    // A forged or tampered cookie reads nothing.
    const tampered = second.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    const res = await t.app.inject({ url: '/v1/user/info', headers: { cookie: tampered } })
    expect(res.statusCode).toBe(401)
    // No cookie: the guest answer, nobody's data.
    expect((await t.app.inject({ url: '/v1/user/info' })).json()).toBeNull()
  })

  it('deletes the account with its sessions and key, and clears the cookie', async () => {
    const t = await build()
    const cookie = await signedIn(t, 'gone@example.com')
    const other = await signedIn(t, 'gone2@example.com')
    const key = await t.app.inject({
      method: 'POST',
      url: '/v1/user/generate_api_key',
      headers: { cookie, ...sameOrigin },
    })
    const { apiKey } = key.json<{ apiKey: string }>()
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/delete_account',
      headers: { cookie, ...sameOrigin },
    })
    expect(res.statusCode).toBe(200)
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0/)
    expect((await t.app.inject({ url: '/v1/user/info', headers: { cookie } })).statusCode).toBe(401)
    const open = '/v1/metrics/addresses/active_count?a=BTC'
    expect((await t.app.inject({ url: open, headers: { 'x-api-key': apiKey } })).statusCode).toBe(
      401,
    )
    expect(
      await createUsersRepository(t.database.db).findByEmail('gone@example.com'),
    ).toBeUndefined()
    expect((await login(t, 'gone@example.com')).statusCode).toBe(401)
    expect(
      (await t.app.inject({ url: '/v1/user/info', headers: { cookie: other } })).statusCode,
    ).toBe(200)
  })

  it('tells whether an API key exists and when it was used, never the key', async () => {
    const t = await build()
    const cookie = await signedIn(t, 'keys@example.com')
    const status = async () => {
      const res = await t.app.inject({ url: '/v1/user/api_key', headers: { cookie } })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('private, no-store')
      return { body: res.body, status: apiKeyStatusSchema.strict().parse(res.json()) }
    }
    expect((await status()).status).toEqual({ exists: false, createdAt: null, lastUsedAt: null })

    const before = Date.now()
    const generated = await t.app.inject({
      method: 'POST',
      url: '/v1/user/generate_api_key',
      headers: { cookie, ...sameOrigin },
    })
    const { apiKey } = generated.json<{ apiKey: string }>()
    const created = await status()
    expect(created.status).toMatchObject({ exists: true, lastUsedAt: null })
    expect(created.status.createdAt).toBeGreaterThanOrEqual(before)
    expect(created.body).not.toContain(apiKey)

    const open = '/v1/metrics/addresses/active_count?a=BTC'
    expect((await t.app.inject({ url: open, headers: { 'x-api-key': apiKey } })).statusCode).toBe(
      200,
    )
    expect((await status()).status.lastUsedAt).toBeGreaterThanOrEqual(before)
    expect((await t.app.inject({ url: '/v1/user/api_key' })).statusCode).toBe(401)
  })
})
