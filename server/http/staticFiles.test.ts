import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorSchema } from '@/core/api/error'
import { createStaticDir } from '../testing/staticDir'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { immutableCacheControl } from './cachePolicy'

describe('static app and SPA fallback', () => {
  const staticDir = createStaticDir()
  let test: TestApp
  beforeAll(async () => {
    test = await buildTestApp({ STATIC_DIR: staticDir.dir })
  })
  afterAll(async () => {
    await test.close()
    staticDir.cleanup()
  })

  it.each(['/', '/charts/abc', '/settings/account', '/chat', '/dashboards/asset-overview?a=BTC'])(
    'answers the app shell for the navigation %s',
    async (url) => {
      const res = await test.app.inject({ url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain('<div id="root">')
    },
  )

  it('answers the shell without Accept too, unless the path looks like a file', async () => {
    expect((await test.app.inject('/workbench/123')).statusCode).toBe(200)
    const missingFile = await test.app.inject('/assets/index-000000.js')
    expect(missingFile.statusCode).toBe(404)
    expect(apiErrorSchema.parse(missingFile.json()).status).toBe(404)
  })

  it('answers HEAD for navigations', async () => {
    const res = await test.app.inject({ method: 'HEAD', url: '/charts/abc' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('')
  })

  it('never answers the shell under API prefixes', async () => {
    for (const url of ['/v1/unknown', '/cms/unknown', '/payments/v1/x', '/healthz/x']) {
      const res = await test.app.inject({ url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(apiErrorSchema.parse(res.json())).toMatchObject({ status: 404, error: 'Not Found' })
    }
  })

  it('answers 404 JSON for other methods on app paths', async () => {
    const res = await test.app.inject({ method: 'POST', url: '/charts/abc', payload: {} })
    expect(res.statusCode).toBe(404)
    expect(apiErrorSchema.parse(res.json()).status).toBe(404)
  })

  it('caches hashed assets for a year', async () => {
    const res = await test.app.inject('/assets/index-3f2a1b.js')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe(immutableCacheControl)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect((await test.app.inject('/assets/index-9c8d7e.css')).headers['cache-control']).toBe(
      immutableCacheControl,
    )
  })

  it.each(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest', '/favicon.svg'])(
    'makes browsers revalidate %s',
    async (url) => {
      const res = await test.app.inject(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers.etag).toBeDefined()
    },
  )
})

describe('before the app is built', () => {
  const staticDir = createStaticDir({ withShell: false })
  let test: TestApp
  beforeAll(async () => {
    test = await buildTestApp({ STATIC_DIR: staticDir.dir })
  })
  afterAll(async () => {
    await test.close()
    staticDir.cleanup()
  })

  it('answers 503 JSON explaining how to build', async () => {
    for (const url of ['/', '/charts/abc']) {
      const res = await test.app.inject({ url, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(503)
      const body = apiErrorSchema.parse(res.json())
      expect(body.message).toContain('npm run build')
      expect(body.message).not.toContain(staticDir.dir)
    }
  })

  it('still serves the API', async () => {
    expect((await test.app.inject('/healthz')).statusCode).toBe(200)
  })
})
