import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cryptoIconRoutes, whiteOnly } from './cryptoIconRoutes'

describe('GET /crypto-icons/{symbol}.svg', () => {
  const app = Fastify()
  beforeAll(async () => {
    await app.register(cryptoIconRoutes)
    await app.ready()
  })
  afterAll(() => app.close())

  it('answers the branded SVG of a known asset, cached for a day', async () => {
    const response = await app.inject('/crypto-icons/btc.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml')
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    expect(response.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(response.body).toContain('#F7931A')
  })

  it('gives an icon drawn in white only (XRP) its background, so it shows on light surfaces', async () => {
    const response = await app.inject('/crypto-icons/xrp.svg')
    expect(response.statusCode).toBe(200)
    expect(whiteOnly(response.body)).toBe(false)
    expect(response.body).toMatch(/fill="#fff"/i)
  })

  it('tells white-only drawings from coloured ones', () => {
    expect(whiteOnly('<svg fill="none"><path fill="#fff"/><path stroke="white"/></svg>')).toBe(true)
    expect(whiteOnly('<svg fill="none"><path fill="#fff"/><path fill="#F7931A"/></svg>')).toBe(
      false,
    )
    expect(whiteOnly('<svg fill="none"></svg>')).toBe(false)
  })

  it('answers 404 for an asset without an icon, and never looks up other names', async () => {
    expect((await app.inject('/crypto-icons/zzzznotatoken.svg')).statusCode).toBe(404)
    expect((await app.inject('/crypto-icons/BTC.svg')).statusCode).toBe(404)
    expect((await app.inject('/crypto-icons/..%2Fbtc.svg')).statusCode).toBe(404)
    expect((await app.inject('/crypto-icons/btc.png')).statusCode).toBe(404)
  })
})
