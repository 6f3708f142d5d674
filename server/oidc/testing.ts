import { createHash, randomBytes } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { createTestUser, testPassword } from '../testing/signedInUser'
import type { TestApp } from '../testing/testApp'

/** Helpers that drive the provider like a browser would: same host, cookies kept, forms. */
export const origin = 'http://studio.test'
export const redirectUri = `${origin}/auth/callback`
export const password = testPassword

export function browser(t: TestApp, { address = '127.0.0.1' }: { address?: string } = {}) {
  const jar = new Map<string, string>()
  const remember = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as Array<{ name: string; value: string; expires?: Date }>) {
      if (c.value === '' || (c.expires !== undefined && c.expires.getTime() < Date.now())) {
        jar.delete(c.name)
      } else jar.set(c.name, c.value)
    }
    return res
  }
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  const get = async (url: string) =>
    remember(
      await t.app.inject({
        url,
        remoteAddress: address,
        headers: { host: 'studio.test', cookie: cookie() },
      }),
    )
  const post = async (url: string, form: Record<string, string>) =>
    remember(
      await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: address,
        headers: {
          host: 'studio.test',
          origin,
          cookie: cookie(),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(form).toString(),
      }),
    )
  /** Follows redirects within the server; stops at a page or at the app's callback. */
  const follow = async (start: LightMyRequestResponse) => {
    let res = start
    for (let hops = 0; hops < 10; hops += 1) {
      const location = res.headers.location
      if (typeof location !== 'string' || location.startsWith(redirectUri)) return res
      const url = new URL(location, origin)
      res = await get(url.pathname + url.search)
    }
    throw new Error('Too many redirects')
  }
  /** The value of one of the browser's cookies; `set` gives it one (another browser's). */
  const cookies = {
    get: (name: string) => jar.get(name),
    set: (name: string, value: string) => void jar.set(name, value),
  }
  return { get, post, follow, cookies }
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  return { verifier, challenge }
}

export function authorizeUrl(challenge: string, scope = 'openid profile email offline_access') {
  const params = new URLSearchParams({
    client_id: 'studio-app',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope,
    // OpenID Connect issues refresh tokens (offline_access) only with prompt=consent.
    prompt: 'consent',
    state: 'state-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })
  return `/oidc/auth?${params.toString()}`
}

export function createUser(t: TestApp, email: string, verified = true) {
  return createTestUser(t, email, { verified })
}

/** The path of the form's action on a rendered page. */
export function formAction(html: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  expect(action).toBeDefined()
  return action ?? ''
}

export async function tokenRequest(t: TestApp, form: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { host: 'studio.test', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  })
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() }
}
