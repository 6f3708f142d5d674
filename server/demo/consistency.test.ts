import { describe, expect, it } from 'vitest'
import { demoProfiles } from './assets'
import { createDemoSource } from './demoSource'
import { exchangeNames } from './metrics/distribution'
import { priceStartDay } from './priceModel'
import { mulberry32 } from './random'
import { query, testNow, valueAt, values } from './testing'
import { DAY, dayOf } from './time'

/*
 * Property tests: economic identities checked on assets and days drawn with a seeded generator
 * (so a failure reproduces), rather than on a few hand-picked points.
 */
const source = createDemoSource()
const random = mulberry32(2024)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T

/** A random day on which `asset` trades. */
function tradedDay(asset: string): number {
  const profile = demoProfiles.find((p) => p.symbol === asset)
  if (profile === undefined) throw new Error(`No profile for ${asset}`)
  const first = priceStartDay(profile)
  return (first + Math.floor(random() * (dayOf(testNow) - first + 1))) * DAY
}

const relative = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b))
const series = (path: string, asset: string, currency: 'native' | 'usd' = 'native') =>
  values(source, path, query(asset, '24h', currency))
const symbolsOf = (path: string) => source.descriptor(path)?.assets ?? []

describe('economic consistency', () => {
  it('market cap = price × circulating supply (and supply in USD is the same thing)', () => {
    for (let k = 0; k < 200; k++) {
      const asset = pick(symbolsOf('market/marketcap_usd'))
      const t = tradedDay(asset)
      const cap = valueAt(series('market/marketcap_usd', asset), t) ?? NaN
      const price = valueAt(series('market/price_usd_close', asset), t) ?? NaN
      const supply = valueAt(series('supply/current', asset), t) ?? NaN
      expect(relative(cap, price * supply), `${asset} ${t}`).toBeLessThan(1e-9)
      const usd = valueAt(series('supply/current', asset, 'usd'), t) ?? NaN
      expect(relative(usd, cap)).toBeLessThan(1e-9)
    }
  })

  it('MVRV = market cap / realized cap and NUPL = 1 − realized cap / market cap', () => {
    for (let k = 0; k < 200; k++) {
      const asset = pick(symbolsOf('market/mvrv'))
      const t = tradedDay(asset)
      const mc = valueAt(series('market/marketcap_usd', asset), t) ?? NaN
      const rc = valueAt(series('market/marketcap_realized_usd', asset), t) ?? NaN
      expect(relative(valueAt(series('market/mvrv', asset), t) ?? NaN, mc / rc)).toBeLessThan(1e-9)
      const nupl = valueAt(series('indicators/net_unrealized_profit_loss', asset), t) ?? NaN
      expect(Math.abs(nupl - (1 - rc / mc))).toBeLessThan(1e-9)
    }
  })

  it('keeps Bitcoin’s MVRV mostly within 0.5..4 and its realized cap lagging', () => {
    const mvrv = series('market/mvrv', 'BTC').v
    const inside = mvrv.filter((x) => x >= 0.5 && x <= 4).length
    expect(inside / mvrv.length).toBeGreaterThan(0.85)
    const z = series('market/mvrv_z_score', 'BTC').v.filter(Number.isFinite)
    expect(Math.max(...z)).toBeGreaterThan(3)
    expect(Math.min(...z)).toBeLessThan(0)
  })

  it('has exchange balances whose parts add up to the aggregate', () => {
    for (let k = 0; k < 60; k++) {
      const asset = pick(symbolsOf('distribution/balance_exchanges'))
      const currency = pick(['native', 'usd'] as const)
      const interval = pick(['24h', '1w', '1month'] as const)
      const of = (e: string) =>
        values(source, 'distribution/balance_exchanges', query(asset, interval, currency, { e }))
      const total = of('aggregated')
      const parts = exchangeNames.map(of)
      const i = Math.floor(random() * total.v.length)
      const sum = parts.reduce((acc, part) => acc + (part.v[i] ?? NaN), 0)
      expect(Math.abs(sum - (total.v[i] ?? NaN))).toBeLessThanOrEqual(1e-9 * (total.v[i] ?? 0))
      expect(values(source, 'distribution/balance_exchanges', query(asset)).v).toEqual(
        values(
          source,
          'distribution/balance_exchanges',
          query(asset, '24h', 'native', { e: 'aggregated' }),
        ).v,
      )
    }
  })
})

describe('value ranges', () => {
  it('keeps SOPR within 0.8..1.25 and around 1', () => {
    for (const asset of symbolsOf('indicators/sopr')) {
      const sopr = series('indicators/sopr', asset).v
      expect(Math.min(...sopr)).toBeGreaterThanOrEqual(0.8)
      expect(Math.max(...sopr)).toBeLessThanOrEqual(1.25)
      const mean = sopr.reduce((a, b) => a + b, 0) / sopr.length
      expect(Math.abs(mean - 1)).toBeLessThan(0.02)
    }
  })

  it('keeps fear & greed a whole number within 0..100 that visits every zone', () => {
    const index = series('indicators/fear_greed', 'BTC').v
    expect(index.every((x) => Number.isInteger(x) && x >= 0 && x <= 100)).toBe(true)
    const zones = new Set(index.map((x) => [25, 46, 54, 75, 100].findIndex((top) => x <= top)))
    expect(zones.size).toBe(5)
  })

  it('pins stablecoins near one dollar, at every resolution', () => {
    for (const asset of ['USDT', 'USDC']) {
      for (const interval of ['10m', '1h', '24h', '1w', '1month'] as const) {
        const prices = values(source, 'market/price_usd_close', query(asset, interval, 'usd')).v
        expect(Math.min(...prices)).toBeGreaterThanOrEqual(0.97)
        expect(Math.max(...prices)).toBeLessThanOrEqual(1.03)
      }
    }
  })

  it('keeps drawdowns within 0..-1, reaching 0 at every new high', () => {
    for (let k = 0; k < 10; k++) {
      const asset = pick(symbolsOf('market/price_drawdown_relative'))
      const drawdown = series('market/price_drawdown_relative', asset).v
      expect(drawdown.every((x) => x <= 0 && x > -1)).toBe(true)
      expect(drawdown[0]).toBe(0)
    }
  })

  it('puts Bitcoin today between 50k and 150k after the familiar cycles', () => {
    const btc = series('market/price_usd_close', 'BTC')
    expect(btc.v[0]).toBeGreaterThan(0.03)
    expect(btc.v[0]).toBeLessThan(0.15)
    const last = btc.v[btc.v.length - 1] ?? 0
    expect(last).toBeGreaterThan(50_000)
    expect(last).toBeLessThan(150_000)
    const inYear = (year: number) =>
      btc.v.filter((_, i) => new Date((btc.t[i] ?? 0) * 1000).getUTCFullYear() === year)
    // Each cycle top is followed by a deep bear market (drawdowns of 70-85%).
    expect(Math.max(...inYear(2013))).toBeGreaterThan(3 * Math.min(...inYear(2015)))
    expect(Math.max(...inYear(2017))).toBeGreaterThan(3 * Math.min(...inYear(2018)))
    expect(Math.max(...inYear(2021))).toBeGreaterThan(3 * Math.min(...inYear(2022)))
    expect(Math.max(...inYear(2025))).toBeGreaterThan(Math.max(...inYear(2021)))
  })
})
