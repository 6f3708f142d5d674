import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assetIconPath, genericAssetIconPath } from '@/core/api/assets'
import { demoAssets } from '../demo/assets'
import { cryptoIconRoutes, whiteOnly } from './cryptoIconRoutes'
import {
  checkedJsonSerializerCompiler,
  passThroughValidatorCompiler,
} from '../openapi/zodCompilers'

const genericSvg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="10"/></svg>\n'

describe('GET /crypto-icons/{symbol}.svg', () => {
  const app = Fastify()
    // The route declares zod schemas (routeSchemas/contentSchemas.ts), as the app compiles them.
    .setValidatorCompiler(passThroughValidatorCompiler)
    .setSerializerCompiler(checkedJsonSerializerCompiler(() => undefined))
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'studio-icons-test-'))
  beforeAll(async () => {
    const generic = path.join(staticDir, genericAssetIconPath)
    mkdirSync(path.dirname(generic), { recursive: true })
    writeFileSync(generic, genericSvg)
    await app.register(cryptoIconRoutes, { staticDir })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    rmSync(staticDir, { recursive: true, force: true })
  })

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

  it('has an icon of its own for every demo asset (TON is filed under its network)', async () => {
    for (const asset of demoAssets) {
      const response = await app.inject(assetIconPath(asset.symbol))
      expect(response.statusCode, asset.symbol).toBe(200)
      expect(response.body, asset.symbol).not.toBe(genericSvg)
      expect(response.body, asset.symbol).toMatch(/^<svg/)
    }
  })

  it('answers an asset without an icon with the generic image, not an error', async () => {
    const response = await app.inject('/crypto-icons/zzzznotatoken.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml')
    expect(response.body).toBe(genericSvg)
  })

  it('never looks up other names', async () => {
    expect((await app.inject('/crypto-icons/BTC.svg')).statusCode).toBe(404)
    expect((await app.inject('/crypto-icons/..%2Fbtc.svg')).statusCode).toBe(404)
    expect((await app.inject('/crypto-icons/btc.png')).statusCode).toBe(404)
  })
})
