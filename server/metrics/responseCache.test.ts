import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { ResponseCache } from './responseCache'
import { encodeJson } from './seriesEncoding'

const big = () => encodeJson(Array.from({ length: 2000 }, (_, t) => ({ t, v: t / 7 })))

describe('ResponseCache', () => {
  it('builds once per key and serves every coding from it', async () => {
    const cache = new ResponseCache()
    let builds = 0
    const build = () => {
      builds++
      return big()
    }
    const plain = await cache.get('k', 'identity', build)
    const gzip = await cache.get('k', 'gzip', build)
    const again = await cache.get('k', 'gzip', build)
    expect(builds).toBe(1)
    expect(again).toBe(gzip)
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    expect(gzip.hash).toBe(plain.hash)
    expect(gzip.etag).toBe(`"${plain.hash}-gzip"`)
    expect(cache.bytes).toBe(plain.body.length + gzip.body.length)
  })

  it('shares one computation between concurrent misses', async () => {
    const cache = new ResponseCache()
    let builds = 0
    const build = () => {
      builds++
      return big()
    }
    const [a, b] = await Promise.all([cache.get('k', 'br', build), cache.get('k', 'br', build)])
    expect(a).toBe(b)
    expect(builds).toBe(1)
  })

  it('keeps bodies under 1 KiB uncompressed', async () => {
    const cache = new ResponseCache()
    const small = await cache.get('k', 'br', () => encodeJson([{ t: 1, v: 2 }]))
    expect(small.coding).toBe('identity')
    expect(small.body.toString()).toBe('[{"t":1,"v":2}]')
  })

  it('forgets a failed build so that the next request tries again', async () => {
    const cache = new ResponseCache()
    await expect(
      cache.get('k', 'gzip', () => {
        throw new Error('source down')
      }),
    ).rejects.toThrow('source down')
    await expect(cache.get('k', 'gzip', big)).resolves.toMatchObject({ coding: 'gzip' })
  })

  it('stays within its byte budget', async () => {
    const cache = new ResponseCache(64 * 1024)
    for (let i = 0; i < 20; i++) await cache.get(`k${i}`, 'identity', big)
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024)
  })
})
