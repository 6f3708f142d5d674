import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticDir } from '../testing/staticDir'
import { buildTestApp, type TestApp } from '../testing/testApp'

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy'])
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("frame-ancestors 'self'")
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("img-src 'self' data: blob:")
  expect(csp).not.toContain('upgrade-insecure-requests')
  expect(csp).not.toContain('unsafe-inline')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(headers['x-powered-by']).toBeUndefined()
}

describe('security headers', () => {
  const staticDir = createStaticDir()
  let test: TestApp
  beforeAll(async () => {
    test = await buildTestApp({ STATIC_DIR: staticDir.dir })
    test.app.get('/v1/test/crash', async () => {
      throw new Error('boom')
    })
  })
  afterAll(async () => {
    await test.close()
    staticDir.cleanup()
  })

  it.each([
    ['API', '/cms/feature-flags', 200],
    ['health', '/healthz', 200],
    ['static file', '/assets/index-3f2a1b.js', 200],
    ['SPA shell', '/charts/abc', 200],
    ['API 404', '/v1/unknown', 404],
    ['500', '/v1/test/crash', 500],
    ['malformed URL', '/v1/%zz', 400],
  ])('are set on %s responses', async (_kind, url, status) => {
    const res = await test.app.inject(url)
    expect(res.statusCode).toBe(status)
    expectSecurityHeaders(res.headers)
  })

  it('are set on 413 responses', async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/v1/anything',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'y'.repeat(2 * 1024 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expectSecurityHeaders(res.headers)
  })

  it('leave out cross-origin embedder policy and, on plain http, HSTS', async () => {
    const res = await test.app.inject('/healthz')
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined()
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('do not let path tricks escape the static directory', async () => {
    for (const url of [
      '/../../etc/passwd',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/etc/passwd',
    ]) {
      const res = await test.app.inject(url)
      expect(res.body).not.toContain('root:')
    }
  })
})

describe('security headers with an https PUBLIC_ORIGIN', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await buildTestApp({ PUBLIC_ORIGIN: 'https://studio.example.com' })
  })
  afterAll(() => test.close())

  it('add HSTS', async () => {
    const res = await test.app.inject('/healthz')
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})

describe('the content security policy and Paddle', () => {
  const directives = (csp: string) =>
    new Map(csp.split(/;\s*/).map((d) => [d.split(' ')[0] ?? d, d]))
  const cspOf = async (env: Record<string, string>) => {
    const test = await buildTestApp(env)
    try {
      return directives(
        String((await test.app.inject('/pricing')).headers['content-security-policy']),
      )
    } finally {
      await test.close()
    }
  }

  it('differ only in what Paddle.js needs, and only with a Paddle client token', async () => {
    const strict = await cspOf({})
    const paddle = await cspOf({
      PADDLE_CLIENT_TOKEN: 'test_0123456789abcdef',
      PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_configured_secret',
      PADDLE_API_KEY: 'pdl_apikey_configured_secret',
    })

    expect(strict.get('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'")
    expect(strict.get('connect-src')).toBe("connect-src 'self'")
    expect(strict.get('frame-src')).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://www.loom.com https://lookerstudio.google.com",
    )
    expect([...strict.values()].join(';')).not.toContain('paddle.com')

    expect(paddle.get('script-src')).toBe(
      "script-src 'self' 'wasm-unsafe-eval' https://cdn.paddle.com",
    )
    expect(paddle.get('frame-src')).toBe(`${strict.get('frame-src')} https://*.paddle.com`)
    expect(paddle.get('connect-src')).toBe("connect-src 'self' https://*.paddle.com")
    // Everything else stays as strict: no inline code, the same framing rule, and so on.
    const changed = new Set(['script-src', 'frame-src', 'connect-src'])
    for (const [name, directive] of strict) {
      if (!changed.has(name)) expect(paddle.get(name)).toBe(directive)
    }
    // No inline code or eval with Paddle either; WebAssembly (the formula kernels) only.
    expect([...paddle.values()].join(';').replace("'wasm-unsafe-eval'", '')).not.toContain('unsafe')
  })
})
