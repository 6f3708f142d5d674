import { afterEach, describe, expect, it } from 'vitest'
import { sessionCookieName } from '../auth/sessions'
import { startFakeIssuer, type FakeIssuer } from '../testing/fakeIssuer'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { origin } from './testing'

describe('an external issuer (OIDC_ISSUER)', () => {
  let test: TestApp | undefined
  let issuer: FakeIssuer | undefined
  afterEach(async () => {
    await test?.close()
    await issuer?.close()
    test = undefined
    issuer = undefined
  })
  let now = Date.now()
  const build = async (options: { revocation?: boolean } = {}) => {
    issuer = await startFakeIssuer(options)
    test = await buildTestApp(
      { PUBLIC_ORIGIN: origin, OIDC_ISSUER: issuer.url },
      { clock: () => now },
    )
    return { t: test, issuer }
  }
  const ada = { sub: 'ext-1', email: 'ada@studio.test' }

  const link = (t: TestApp, token: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/link',
      headers: {
        origin,
        authorization: `Bearer ${token}`,
        ...(cookie === undefined ? {} : { cookie }),
      },
    })
  const sessionOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
    `${sessionCookieName}=${res.cookies.find((c) => c.name === sessionCookieName)?.value ?? ''}`
  const logout = (t: TestApp, cookie: string) =>
    t.app.inject({ method: 'POST', url: '/v1/user/logout', headers: { origin, cookie } })

  it('links a token once, and each new token of the 12-hourly re-link', async () => {
    const { t, issuer } = await build()
    const token = issuer.issue(ada)
    const first = await link(t, token)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ email: 'ada@studio.test' })
    const replayed = await link(t, token)
    expect(replayed.statusCode).toBe(401)
    expect(replayed.cookies).toHaveLength(0)
    const relinked = await link(t, issuer.issue(ada), sessionOf(first))
    expect(relinked.statusCode).toBe(200)
    // Only hashes of tokens are kept.
    const dump = JSON.stringify([
      await t.database.db.selectFrom('linked_tokens').selectAll().execute(),
      await t.database.db.selectFrom('sessions').selectAll().execute(),
    ])
    expect(dump).not.toContain(token)
  })

  it("retires the browser's previous session a minute after a re-link", async () => {
    const { t, issuer } = await build()
    const info = (cookie: string) => t.app.inject({ url: '/v1/user/info', headers: { cookie } })
    const old = sessionOf(await link(t, issuer.issue(ada)))
    const renewed = sessionOf(await link(t, issuer.issue(ada), old))
    // Requests already under way with the old cookie still pass for a moment.
    expect((await info(old)).statusCode).toBe(200)
    now += 61_000
    expect((await info(old)).statusCode).toBe(401)
    expect((await info(renewed)).statusCode).toBe(200)
  })

  it("revokes the linked token at the issuer's revocation endpoint at logout", async () => {
    const { t, issuer } = await build()
    const token = issuer.issue(ada)
    const cookie = sessionOf(await link(t, token))
    const res = await logout(t, cookie)
    expect(res.statusCode).toBe(200)
    expect(issuer.revocations).toEqual([
      { token, token_type_hint: 'access_token', client_id: 'studio-app' },
    ])
    expect((await t.app.inject({ url: '/v1/user/info', headers: { cookie } })).statusCode).toBe(401)
    expect((await link(t, token)).statusCode).toBe(401)
  })

  it('logs out without a revocation endpoint, and the token still links no more', async () => {
    const { t, issuer } = await build({ revocation: false })
    const token = issuer.issue(ada)
    const cookie = sessionOf(await link(t, token))
    expect((await logout(t, cookie)).statusCode).toBe(200)
    expect((await link(t, token)).statusCode).toBe(401)
  })

  it('logs out even when the issuer cannot be reached', async () => {
    const { t, issuer } = await build()
    const cookie = sessionOf(await link(t, issuer.issue(ada)))
    await issuer.close()
    const res = await logout(t, cookie)
    expect(res.statusCode).toBe(200)
    expect((await t.app.inject({ url: '/v1/user/info', headers: { cookie } })).statusCode).toBe(401)
    expect(t.logs().some((line) => /revocation/i.test(String(line.msg)))).toBe(true)
  })
})
