import { describe, expect, it } from 'vitest'
import { assetSchema } from '@/core/api/assets'
import { metricDescriptorSchema } from '@/core/api/metrics'
import { topAssets } from '@/core/constants'
import { findProfile } from './assets'
import { createDemoSource } from './demoSource'
import { priceStartDay } from './priceModel'
import { query, testNow, values } from './testing'
import { DAY, dateToUnix } from './time'

const source = createDemoSource()

describe('demo assets', () => {
  it('lists at least 25 valid assets, the spec’s top assets first in order', () => {
    const assets = source.assets()
    expect(assets.length).toBeGreaterThanOrEqual(25)
    for (const asset of assets) expect(assetSchema.parse(asset)).toEqual(asset)
    expect(assets.slice(0, topAssets.length).map((a) => a.symbol)).toEqual([...topAssets])
    expect(new Set(assets.map((a) => a.assetId)).size).toBe(assets.length)
  })

  it('fills every field of the entity', () => {
    const btc = source.assets()[0]
    expect(btc).toMatchObject({
      assetId: 'BTC',
      name: 'Bitcoin',
      assetType: 'coin',
      tags: ['top', 'layer-1'],
      dashboardTags: ['top'],
      blockchains: [{ blockchain: 'bitcoin', address: null, decimals: 8, onChainSupport: true }],
      externalIds: { coingecko: 'bitcoin' },
      logoUrl: '/crypto-icons/btc.svg',
      genesis: dateToUnix('2009-01-03'),
    })
    const usdt = source.assets().find((a) => a.symbol === 'USDT')
    expect(usdt?.category).toBe('stablecoin')
    expect(usdt?.tags).toContain('stablecoin')
    expect(usdt?.blockchains[0]?.address).toMatch(/^0x/)
  })
})

describe('demo descriptors', () => {
  it('are valid, unique, and grouped by the first path segment', () => {
    const descriptors = source.descriptors()
    expect(descriptors.length).toBeGreaterThanOrEqual(19)
    for (const d of descriptors) {
      expect(metricDescriptorSchema.parse(d)).toEqual(d)
      expect(d.group).toBe(d.path.split('/')[0])
      expect(source.descriptor(d.path)).toBe(d)
      for (const asset of d.assets) expect(findProfile(asset)).toBeDefined()
    }
    expect(new Set(descriptors.map((d) => d.code)).size).toBe(descriptors.length)
    expect(source.descriptors()).toBe(descriptors)
    expect(source.descriptor('market/nope')).toBeUndefined()
  })

  it('spell codes in PascalCase, with the catalog’s exceptions', () => {
    expect(source.descriptor('addresses/active_count')?.code).toBe('AddressesActiveCount')
    expect(source.descriptor('indicators/fear_greed')?.code).toBe('FearGreedIndex')
    expect(source.descriptor('market/price_usd_close')?.currencies).toEqual(['usd'])
    expect(source.descriptor('supply/current')?.currencies).toEqual(['native', 'usd'])
    expect(source.descriptor('distribution/balance_exchanges')?.parameters.e?.[0]).toBe(
      'aggregated',
    )
  })
})

describe('every series', () => {
  it(
    'is ascending, without duplicates, ends at or before now, and matches its shape',
    { timeout: 60_000 },
    () => {
      for (const d of source.descriptors()) {
        for (const asset of ['BTC', 'USDT', 'PEPE']) {
          if (!d.assets.includes(asset)) continue
          for (const interval of d.resolutions) {
            for (const currency of d.currencies) {
              const series = source.series(d.path, query(asset, interval, currency), testNow)
              const n = series.t.length
              expect(n, `${d.path} ${asset} ${interval}`).toBeGreaterThan(0)
              const ascending = series.t.every((t, i) => i === 0 || t > (series.t[i - 1] ?? t))
              expect(ascending, `${d.path} ${asset} ${interval}`).toBe(true)
              expect(series.t[n - 1]).toBeLessThanOrEqual(testNow)
              const columns = d.shape === 'value' ? [series.v] : Object.values(series.o ?? {})
              if (d.path === 'market/price_usd_ohlc')
                expect(Object.keys(series.o ?? {})).toEqual(['o', 'h', 'l', 'c'])
              if (d.shape === 'object')
                expect(Object.keys(series.o ?? {}).length).toBeGreaterThan(0)
              if (d.shape === 'document') expect(series.d?.length).toBe(n)
              for (const column of columns) {
                expect(column?.length).toBe(n)
                expect(column?.every(Number.isFinite), `${d.path} ${asset} ${interval}`).toBe(true)
              }
            }
          }
        }
      }
    },
  )

  it('starts at genesis for on-chain data and on the first traded day for prices', () => {
    const btc = query('BTC')
    expect(values(source, 'supply/current', btc).t[0]).toBe(dateToUnix('2009-01-03'))
    expect(values(source, 'addresses/active_count', btc).t[0]).toBe(dateToUnix('2009-01-03'))
    expect(values(source, 'market/price_usd_close', btc).t[0]).toBe(dateToUnix('2010-07-17'))
    // A USD view of coins cannot start before coins had a price.
    const usd = values(source, 'supply/current', query('BTC', '24h', 'usd'))
    expect(usd.t[0]).toBe(dateToUnix('2010-07-17'))
    const eth = values(source, 'market/price_usd_close', query('ETH'))
    expect(eth.t[0]).toBe(dateToUnix('2015-08-07'))
    expect(eth.t.length).toBe(
      (Math.floor(testNow / DAY) * DAY - dateToUnix('2015-08-07')) / DAY + 1,
    )
  })

  it('ends today at daily resolution and at now at 10 minutes', () => {
    const daily = values(source, 'market/price_usd_close', query('SOL'))
    expect(daily.t[daily.t.length - 1]).toBe(Math.floor(testNow / DAY) * DAY)
    const tenMinutes = values(source, 'market/price_usd_close', query('SOL', '10m', 'usd'))
    expect(tenMinutes.t[tenMinutes.t.length - 1]).toBe(testNow)
    expect(tenMinutes.t[0]).toBe(testNow - 365 * DAY)
  })

  it('has 144 ten-minute and 24 hourly points in a full day', () => {
    const day = dateToUnix('2026-06-01')
    const inDay = (t: Float64Array) => t.filter((x) => x >= day && x < day + DAY).length
    expect(inDay(values(source, 'market/price_usd_close', query('BTC', '10m', 'usd')).t)).toBe(144)
    expect(inDay(values(source, 'market/price_usd_close', query('BTC', '1h', 'usd')).t)).toBe(24)
  })

  it('is empty before an asset exists', () => {
    const early = dateToUnix('2020-01-01')
    expect(source.series('market/price_usd_close', query('ARB'), early).t.length).toBe(0)
    expect(source.series('market/price_usd_ohlc', query('ARB'), early).t.length).toBe(0)
    const arb = findProfile('ARB')
    expect(arb && priceStartDay(arb) * DAY).toBeGreaterThan(early)
  })

  it('refuses what its descriptor does not offer', () => {
    expect(() => source.series('market/mvrv', query('DOGE'), testNow)).toThrow()
    expect(() => source.series('market/mvrv', query('BTC', '10m'), testNow)).toThrow()
    expect(() => source.series('market/nope', query('BTC'), testNow)).toThrow()
    const e = { e: 'mtgox' }
    expect(() =>
      source.series('distribution/balance_exchanges', query('BTC', '24h', 'native', e), testNow),
    ).toThrow()
  })
})
