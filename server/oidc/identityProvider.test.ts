import { afterEach, describe, expect, it } from 'vitest'
import { userInfoSchema } from '@/core/api/user'
import { sessionCookieName } from '../auth/sessions'
import { buildTestApp, type TestApp } from '../testing/testApp'
import {
  authorizeUrl,
  browser,
  createUser,
  formAction,
  origin,
  password,
  pkce,
  redirectUri,
  tokenRequest,
} from './testing'

describe('embedded OpenID provider', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const build = async () => (test = await buildTestApp({ PUBLIC_ORIGIN: origin }))

  /** authorize → sign-in page → credentials; the response to the credentials. */
  const signIn = async (t: TestApp, email: string, secret = password) => {
    const b = browser(t)
    const page = await b.follow(await b.get(authorizeUrl(pkce().challenge)))
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Sign in')
    const res = await b.post(formAction(page.body), { email, password: secret })
    return { b, res }
  }

  it('publishes a discovery document with PKCE, our scopes and endpoints under the issuer', async () => {
    const t = await build()
    const res = await t.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'studio.test' },
    })
    expect(res.statusCode).toBe(200)
    const doc = res.json<Record<string, unknown>>()
    expect(doc).toMatchObject({
      issuer: `${origin}/oidc`,
      authorization_endpoint: `${origin}/oidc/auth`,
      token_endpoint: `${origin}/oidc/token`,
      userinfo_endpoint: `${origin}/oidc/me`,
      jwks_uri: `${origin}/oidc/jwks`,
      end_session_endpoint: `${origin}/oidc/session/end`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    })
    expect(doc.grant_types_supported).not.toContain('implicit')
    expect(doc.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    )
    // The signing key is published, never its private part.
    const jwks = await t.app.inject({ url: '/oidc/jwks', headers: { host: 'studio.test' } })
    const [key] = jwks.json<{ keys: Record<string, unknown>[] }>().keys
    expect(key).toMatchObject({ kty: 'RSA', use: 'sig' })
    expect(key).not.toHaveProperty('d')
  })

  it('refuses an authorization request without PKCE', async () => {
    const t = await build()
    const url = authorizeUrl('x').replace(/&code_challenge=[^&]*&code_challenge_method=S256/, '')
    const res = await browser(t).get(url)
    expect(res.headers.location).toContain('error=invalid_request')
    expect(res.headers.location).toContain('PKCE')
  })

  it('signs in with code + PKCE, issues tokens, links a session and refreshes', async () => {
    const t = await build()
    const user = await createUser(t, 'ada@studio.test')
    const { b, res } = await signIn(t, 'ada@studio.test')
    expect(res.statusCode).toBe(303)
    // Consent is granted for our own app without a page: straight back to the callback.
    const callback = await b.follow(res)
    const location = new URL(String(callback.headers.location))
    expect(location.origin + location.pathname).toBe(redirectUri)
    expect(location.searchParams.get('state')).toBe('state-1')
    const code = location.searchParams.get('code') ?? ''

    const wrongVerifier = await tokenRequest(t, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'studio-app',
      code_verifier: 'a'.repeat(43),
    })
    expect(wrongVerifier.body.error).toBe('invalid_grant')
    // The browser's provider session now skips the sign-in: a fresh code for a fresh verifier.
    const { verifier: v2, challenge: c2 } = pkce()
    const fresh = new URL(String((await b.follow(await b.get(authorizeUrl(c2)))).headers.location))
    const tokens = await tokenRequest(t, {
      grant_type: 'authorization_code',
      code: fresh.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      client_id: 'studio-app',
      code_verifier: v2,
    })
    expect(tokens.status).toBe(200)
    expect(tokens.body).toMatchObject({ token_type: 'Bearer' })
    expect(tokens.body.scope).toBe('openid profile email offline_access')
    expect(typeof tokens.body.access_token).toBe('string')
    expect(typeof tokens.body.refresh_token).toBe('string')
    const idToken = String(tokens.body.id_token)
    const claims = JSON.parse(
      Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>
    expect(claims).toMatchObject({ iss: `${origin}/oidc`, aud: 'studio-app', sub: user.uuid })

    const link = await t.app.inject({
      method: 'POST',
      url: '/v1/user/link',
      headers: { origin, authorization: `Bearer ${String(tokens.body.access_token)}` },
    })
    expect(link.statusCode).toBe(200)
    expect(userInfoSchema.parse(link.json())).toMatchObject({
      uuid: user.uuid,
      email: 'ada@studio.test',
    })
    const session = link.cookies.find((c) => c.name === sessionCookieName)
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    const info = await t.app.inject({
      url: '/v1/user/info',
      headers: { cookie: `${sessionCookieName}=${session?.value ?? ''}` },
    })
    expect(info.statusCode).toBe(200)
    expect(info.json()).toMatchObject({ uuid: user.uuid })

    const refreshed = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.body.refresh_token),
      client_id: 'studio-app',
    })
    expect(refreshed.status).toBe(200)
    expect(typeof refreshed.body.access_token).toBe('string')
    expect(refreshed.body.access_token).not.toBe(tokens.body.access_token)
  })

  /** Redeems the code the redirect back to the app carries, for the PKCE verifier. */
  const redeemCode = async (
    t: TestApp,
    back: { headers: Record<string, unknown> },
    verifier: string,
  ) => {
    const code = new URL(String(back.headers.location)).searchParams.get('code') ?? ''
    const tokens = await tokenRequest(t, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'studio-app',
      code_verifier: verifier,
    })
    expect(tokens.status).toBe(200)
    return tokens
  }

  /** Signs in, redeems the code; the tokens and the browser (its provider session). */
  const tokensFor = async (t: TestApp, email: string) => {
    const { verifier, challenge } = pkce()
    const b = browser(t)
    const page = await b.follow(await b.get(authorizeUrl(challenge)))
    const back = await b.follow(await b.post(formAction(page.body), { email, password }))
    const tokens = await redeemCode(t, back, verifier)
    return {
      b,
      accessToken: String(tokens.body.access_token),
      refreshToken: String(tokens.body.refresh_token),
    }
  }
  const link = (t: TestApp, accessToken: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/link',
      headers: {
        origin,
        authorization: `Bearer ${accessToken}`,
        ...(cookie === undefined ? {} : { cookie }),
      },
    })
  const sessionCookie = (res: { cookies: Array<{ name: string; value: string }> }) =>
    `${sessionCookieName}=${res.cookies.find((c) => c.name === sessionCookieName)?.value ?? ''}`
  const userInfo = (t: TestApp, cookie: string) =>
    t.app.inject({ url: '/v1/user/info', headers: { cookie } })

  it('links an access token once', async () => {
    const t = await build()
    await createUser(t, 'ada@studio.test')
    const { accessToken } = await tokensFor(t, 'ada@studio.test')
    expect((await link(t, accessToken)).statusCode).toBe(200)
    const replayed = await link(t, accessToken)
    expect(replayed.statusCode).toBe(401)
    expect(replayed.cookies).toHaveLength(0)
  })

  it("ends the token's grant at logout: its tokens neither link nor refresh", async () => {
    const t = await build()
    await createUser(t, 'ada@studio.test')
    const { accessToken, refreshToken } = await tokensFor(t, 'ada@studio.test')
    const linked = await link(t, accessToken)
    const first = sessionCookie(linked)
    // The 12-hourly re-link: a new token from the refresh token, linked from the same browser.
    const refreshed = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'studio-app',
    })
    const relinked = await link(t, String(refreshed.body.access_token), first)
    expect(relinked.statusCode).toBe(200)
    const second = sessionCookie(relinked)
    expect(second).not.toBe(first)
    expect((await userInfo(t, second)).statusCode).toBe(200)
    const fresh = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: String(refreshed.body.refresh_token),
      client_id: 'studio-app',
    })
    expect(fresh.status).toBe(200)

    const logout = await t.app.inject({
      method: 'POST',
      url: '/v1/user/logout',
      headers: { origin, cookie: second },
    })
    expect(logout.statusCode).toBe(200)
    // A token issued under the grant, not yet linked, finds no grant any more.
    const unlinked = await link(t, String(fresh.body.access_token))
    expect(unlinked.statusCode).toBe(401)
    expect(unlinked.cookies).toHaveLength(0)
    const again = await tokenRequest(t, {
      grant_type: 'refresh_token',
      refresh_token: String(fresh.body.refresh_token),
      client_id: 'studio-app',
    })
    expect(again.body.error).toBe('invalid_grant')
    // Every session linked from that grant is over, the one this browser held before too.
    expect((await userInfo(t, first)).statusCode).toBe(401)
    expect((await userInfo(t, second)).statusCode).toBe(401)
  })

  it('signs in again after a logout ended the grant, in the same browser', async () => {
    const t = await build()
    await createUser(t, 'ada@studio.test')
    const { b, accessToken } = await tokensFor(t, 'ada@studio.test')
    const cookie = sessionCookie(await link(t, accessToken))
    await t.app.inject({ method: 'POST', url: '/v1/user/logout', headers: { origin, cookie } })
    // The provider session still names the ended grant: the sign-in grants anew.
    const { verifier, challenge } = pkce()
    const back = await b.follow(await b.get(authorizeUrl(challenge)))
    const tokens = await redeemCode(t, back, verifier)
    expect((await link(t, String(tokens.body.access_token))).statusCode).toBe(200)
  })

  it('tells an unverified user to verify their email, and refuses a wrong password', async () => {
    const t = await build()
    await createUser(t, 'new@studio.test', false)
    await createUser(t, 'ada@studio.test')
    const unverified = await signIn(t, 'new@studio.test')
    // Back to the app with the provider's error, which the app turns into "Activation email sent".
    const back = await unverified.b.follow(unverified.res)
    const location = new URL(String(back.headers.location))
    expect(location.origin + location.pathname).toBe(redirectUri)
    expect(location.searchParams.get('error')).toBe('access_denied')
    expect(location.searchParams.get('error_description')).toMatch(/verify your email/)
    expect(location.searchParams.get('code')).toBeNull()
    const wrong = await signIn(t, 'ada@studio.test', 'not the password')
    expect(wrong.res.statusCode).toBe(401)
    expect(wrong.res.body).toContain('Invalid email or password')
    // Our own page, with no inline script or style for the CSP to block.
    // (Scripts only by address: the theme's, from our origin.)
    expect(wrong.res.body).not.toMatch(/<script>|<style|style=/)
    expect(wrong.res.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('opens the sign-up page for screen_hint=signup', async () => {
    const t = await build()
    const b = browser(t)
    const page = await b.follow(await b.get(`${authorizeUrl(pkce().challenge)}&screen_hint=signup`))
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Create your account')
    expect(formAction(page.body)).toMatch(/\/signup$/)
  })

  it('confirms a logout at once only when our own app asks for it', async () => {
    const t = await build()
    await createUser(t, 'ada@studio.test')
    const { b, res } = await signIn(t, 'ada@studio.test')
    await b.follow(res)
    const end = `/oidc/session/end?post_logout_redirect_uri=${encodeURIComponent(`${origin}/`)}`
    const ours = await b.get(`${end}&client_id=studio-app`)
    expect(ours.statusCode).toBe(200)
    expect(ours.body).toContain('<script src="/oidc-assets/logout.js" defer></script>')
    expect(ours.body).toContain('id="confirm-logout"')
    // Without our client id the person is asked.
    const asked = await b.get('/oidc/session/end')
    expect(asked.body).toContain('Do you want to sign out')
    expect(asked.body).not.toContain('logout.js')
    const script = await b.get('/oidc-assets/logout.js')
    expect(script.headers['content-type']).toMatch(/javascript/)
    expect(script.body).toContain('confirm-logout')
  })

  it('refuses a sign-in form posted from another site', async () => {
    const t = await build()
    const b = browser(t)
    const page = await b.follow(await b.get(authorizeUrl(pkce().challenge)))
    const res = await t.app.inject({
      method: 'POST',
      url: formAction(page.body),
      headers: { host: 'studio.test', origin: 'https://evil.example' },
      payload: { email: 'ada@studio.test', password },
    })
    expect(res.statusCode).toBe(403)
  })

  it('answers 401 to a link without a valid access token', async () => {
    const t = await build()
    for (const authorization of [undefined, 'Bearer not-a-token', 'Basic abc']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/user/link',
        headers: { origin, ...(authorization === undefined ? {} : { authorization }) },
      })
      expect(res.statusCode).toBe(401)
      expect(res.cookies).toHaveLength(0)
    }
  })
})
