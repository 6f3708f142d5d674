import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDemoSource } from '../demo/demoSource'
import {
  authorizeUrl,
  browser,
  createUser,
  formAction,
  origin,
  pkce,
  redirectUri,
  tokenRequest,
} from '../oidc/testing'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'

/**
 * Every flow that carries a secret in a URL, driven through the real app, and the whole log read
 * back (at debug level, below the default): no line may hold the secret in any encoding a client
 * can send. The request line must still be there, with the route and the parameter redacted.
 */
describe('secrets in URLs never reach the log', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const build = async () =>
    (test = await buildTestApp({ PUBLIC_ORIGIN: origin }, { metricSource: createDemoSource() }))

  const lastLink = (t: TestApp) => {
    const dir = path.join(t.dataDir, 'mail')
    const name = readdirSync(dir).sort().at(-1) ?? ''
    const mail = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { link: string }
    return new URL(mail.link)
  }

  /** The secret as sent, percent-encoded as a whole (both hex cases) and twice-encoded. */
  const encodings = (secret: string) => {
    const every = [...Buffer.from(secret)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    const upper = every.join('').toUpperCase()
    return [secret, encodeURIComponent(secret), every.join(''), upper, upper.replaceAll('%', '%25')]
  }

  const expectNotLogged = (t: TestApp, ...secrets: string[]) => {
    const log = JSON.stringify(t.logs())
    for (const secret of secrets) {
      for (const form of encodings(secret)) expect(log).not.toContain(form)
    }
  }

  /** The request log line of a route, to show the request was logged, and logged redacted. */
  const requestLines = (t: TestApp, route: string) =>
    t
      .logs()
      .map((line) => line.req as { route?: string; url?: string } | undefined)
      .filter((req) => req?.route === route)

  /** The same query parameter sent with its name and its value percent-encoded. */
  const spellings = (name: string, value: string) => {
    const encodedValue = [...Buffer.from(value)].map((byte) => `%${byte.toString(16)}`).join('')
    const [first = '', ...rest] = name
    return [
      `${name}=${value}`,
      `${name}=${encodedValue}`,
      `%${first.charCodeAt(0).toString(16)}${rest.join('')}=${value}`,
      `${name.toUpperCase()}=${value}`,
      `${name}=${value}&${name}=${value}`,
    ]
  }

  it('the password-reset link', async () => {
    const t = await build()
    await createUser(t, 'ada@studio.test')
    const b = browser(t)
    await b.post('/oidc/password-reset', { email: 'ada@studio.test' })
    const link = await vi.waitFor(() => lastLink(t))
    const token = link.searchParams.get('token') ?? ''
    expect(token).not.toBe('')
    const form = await b.get(link.pathname + link.search)
    expect(form.statusCode).toBe(200)
    for (const query of spellings('token', token)) await b.get(`${link.pathname}?${query}`)
    const set = await b.post(formAction(form.body), { token, password: 'a brand new secret' })
    expect(set.body).toContain('Password changed')

    expectNotLogged(t, token, 'a brand new secret')
    const lines = requestLines(t, '/oidc/password-reset/new')
    expect(lines.length).toBeGreaterThan(5)
    expect(lines[0]?.url).toBe('/oidc/password-reset/new?token=[redacted]')
  })

  it('the email-verification link', async () => {
    const t = await build()
    const signup = await t.app.inject({
      method: 'POST',
      url: '/v1/user/signup',
      headers: { origin },
      payload: {
        email: 'grace@studio.test',
        firstName: 'Grace',
        lastName: 'Hopper',
        newsletter: false,
        password: 'long enough secret',
      },
    })
    expect(signup.statusCode).toBe(201)
    const link = lastLink(t)
    const token = link.searchParams.get('token') ?? ''
    expect(token).not.toBe('')
    const opened = await t.app.inject({ url: link.pathname + link.search })
    expect(opened.headers.location).toBe('/auth/login?verified=1')
    for (const query of spellings('token', token)) {
      await t.app.inject({ url: `${link.pathname}?${query}` })
    }

    expectNotLogged(t, token)
    expect(requestLines(t, '/v1/user/verify')[0]?.url).toBe('/v1/user/verify?token=[redacted]')
  })

  it('the OpenID authorization code, state, tokens and logout hint', async () => {
    const t = await build()
    await createUser(t, 'ada@studio.test')
    const b = browser(t)
    const { verifier, challenge } = pkce()
    const state = randomBytes(16).toString('base64url')
    const authorize = authorizeUrl(challenge).replace('state=state-1', `state=${state}`)
    const signIn = await b.follow(await b.get(authorize))
    const signedIn = await b.post(formAction(signIn.body), {
      email: 'ada@studio.test',
      password: 'long enough secret',
    })
    const callback = new URL(String((await b.follow(signedIn)).headers.location))
    expect(callback.origin + callback.pathname).toBe(redirectUri)
    const code = callback.searchParams.get('code') ?? ''
    expect(code).not.toBe('')
    // The app's callback page is served by this server too: the browser asks for it with the
    // code and state in its query.
    await t.app.inject({
      url: callback.pathname + callback.search,
      headers: { accept: 'text/html' },
    })
    const tokens = await tokenRequest(t, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'studio-app',
      code_verifier: verifier,
    })
    expect(tokens.status).toBe(200)
    const idToken = String(tokens.body.id_token)
    const accessToken = String(tokens.body.access_token)
    const refreshToken = String(tokens.body.refresh_token)
    const userinfo = await t.app.inject({
      url: `/oidc/me?access_token=${accessToken}`,
      headers: { host: 'studio.test' },
    })
    expect(userinfo.statusCode).toBeLessThan(500)
    const end = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: `${origin}/`,
      state,
    })
    const ended = await b.get(`/oidc/session/end?${end.toString()}`)
    expect(ended.statusCode).toBe(200)

    expectNotLogged(t, code, state, idToken, accessToken, refreshToken, verifier)
    expect(requestLines(t, '/oidc/*').length).toBeGreaterThan(3)
  })

  it('API keys in the query, whatever the spelling of the parameter, and in headers', async () => {
    const t = await build()
    const { cookie } = await signedInUser(t, 'ada@studio.test', origin)
    const generated = await t.app.inject({
      method: 'POST',
      url: '/v1/user/generate_api_key',
      headers: { cookie, origin },
    })
    const { apiKey } = generated.json<{ apiKey: string }>()
    const series = '/v1/metrics/market/price_usd_close?a=BTC'
    // Each spelling is read as the key (a wrong key would answer 401), and masked in the log.
    for (const query of ['api_key', 'api%5Fkey', 'api_k%65y', 'api%5fkey']) {
      const res = await t.app.inject({ url: `${series}&${query}=${apiKey}` })
      expect(res.statusCode, query).toBe(200)
      const wrong = await t.app.inject({ url: `${series}&${query}=not-the-key` })
      expect(wrong.statusCode, query).toBe(401)
    }
    for (const query of [
      ...spellings('api_key', apiKey),
      `x-algolia-api-key=${apiKey}`,
      `unrelated=${apiKey}`,
      apiKey,
    ]) {
      await t.app.inject({ url: `${series}&${query}` })
    }
    await t.app.inject({ url: series, headers: { 'x-api-key': apiKey } })
    await t.app.inject({ url: `/v1/asset-list/assets?api_key=${apiKey}` })
    await t.app.inject({ url: `/v1/nothing/here?api_key=${apiKey}` })
    await t.app.inject({ url: `/v1/nothing/${apiKey}` })
    // A malformed path is refused before routing, with the URL in the error message.
    await t.app.inject({ url: `/v1/metrics/%zz?api_key=${apiKey}` })

    expectNotLogged(t, apiKey)
    const lines = requestLines(t, '/v1/metrics/:group/:metric')
    expect(lines[0]?.url).toBe('/v1/metrics/market/price_usd_close?a=BTC&api_key=[redacted]')
  })
})
