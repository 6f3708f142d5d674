import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticDir } from '../testing/staticDir'
import { buildTestApp, type TestApp } from '../testing/testApp'

describe('compression', () => {
  const staticDir = createStaticDir()
  const series = { t: Array.from({ length: 5000 }, (_, i) => 1_600_000_000 + i * 86_400), v: [1.5] }
  let test: TestApp
  beforeAll(async () => {
    test = await buildTestApp({ STATIC_DIR: staticDir.dir })
    test.app.get('/v1/test/series', async () => series)
    test.app.get('/v1/test/small', async () => ({ ok: true }))
  })
  afterAll(async () => {
    await test.close()
    staticDir.cleanup()
  })

  it('gzips a large JSON response when the client accepts gzip', async () => {
    const res = await test.app.inject({
      url: '/v1/test/series',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    const raw = res.rawPayload
    expect(raw.length).toBeLessThan(JSON.stringify(series).length / 2)
    expect(JSON.parse(gunzipSync(raw).toString('utf8'))).toEqual(series)
  })

  it('sends plain JSON to clients that do not accept compression', async () => {
    const res = await test.app.inject({
      url: '/v1/test/series',
      headers: { 'accept-encoding': '' },
    })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json()).toEqual(series)
  })

  it('leaves tiny responses alone', async () => {
    const res = await test.app.inject({
      url: '/v1/test/small',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.headers['content-encoding']).toBeUndefined()
  })
})
