import { describe, expect, it } from 'vitest'
import type { SeriesColumns } from '../../metrics/metricSource'
import { createDemoSource } from '../demoSource'
import { query, testNow } from '../testing'
import { DAY } from '../time'

/*
 * Coverage of the market-side families: every metric answers for every asset and resolution it
 * lists, with every value of its parameters, and past points stay put as time moves on.
 */
const source = createDemoSource({ cacheBytes: 256 * 1024 * 1024 })
const marketSide = ['derivatives', 'institutions', 'exchanges', 'defi']
const descriptors = source
  .descriptors()
  .filter(
    (d) =>
      marketSide.includes(d.group) ||
      d.path.startsWith('market/realized_volatility') ||
      ['market/price_bollinger_bands', 'market/price_trend_score'].includes(d.path) ||
      ['market/price_realized_usd', 'market/spot_volume_daily_sum'].includes(d.path),
  )

/** Every number column of a series (documents have none). */
function columns(series: SeriesColumns): Float64Array[] {
  if (series.v !== undefined) return [series.v]
  return Object.values(series.o ?? {})
}

describe('market-side catalog', () => {
  it('has at least 72 metrics over the six families, every tier and chart type', () => {
    expect(descriptors.length).toBeGreaterThanOrEqual(72)
    const groups = new Set(descriptors.map((d) => d.group))
    expect([...groups].sort()).toEqual([...marketSide, 'market'].sort())
    expect(new Set(descriptors.map((d) => d.tier))).toEqual(new Set([1, 2, 2.1, 3]))
    expect(descriptors.some((d) => d.path.startsWith('derivatives/options_'))).toBe(true)
  })

  // Every (metric, asset, resolution): a few thousand histories, hence the longer time limit.
  it(
    'answers for every asset and resolution it lists, with finite, ascending points',
    { timeout: 60_000 },
    () => {
      for (const d of descriptors) {
        for (const asset of d.assets) {
          for (const interval of d.resolutions) {
            const label = `${d.path} ${asset} ${interval}`
            const series = source.series(d.path, query(asset, interval, d.currencies[0]), testNow)
            const n = series.t.length
            expect(n, label).toBeGreaterThan(0)
            expect(series.t[n - 1], label).toBeLessThanOrEqual(testNow)
            expect(
              series.t.every((t, i) => i === 0 || t > (series.t[i - 1] ?? t)),
              label,
            ).toBe(true)
            if (d.shape === 'document') expect(series.d?.length, label).toBe(n)
            for (const column of columns(series)) {
              expect(column.length, label).toBe(n)
              expect(column.every(Number.isFinite), label).toBe(true)
            }
          }
        }
      }
    },
  )

  it('answers for every parameter value (on its first asset) and refuses unknown ones', () => {
    for (const d of descriptors) {
      const asset = d.assets[0] ?? 'BTC'
      for (const [name, allowed] of Object.entries(d.parameters)) {
        for (const value of allowed) {
          const series = source.series(
            d.path,
            query(asset, '24h', d.currencies[0], { [name]: value }),
            testNow,
          )
          expect(series.t.length, `${d.path} ${name}=${value}`).toBeGreaterThan(0)
        }
        expect(() =>
          source.series(d.path, query(asset, '24h', d.currencies[0], { [name]: 'nope' }), testNow),
        ).toThrow()
      }
    }
  })

  it('keeps past points of breakdowns and documents as time moves on', { timeout: 30_000 }, () => {
    const later = testNow + DAY + 600
    // One breakdown or document per model (value metrics are covered by determinism.test.ts).
    const sample = [
      'market/price_trend_score',
      'derivatives/futures_open_interest_sum_all',
      'derivatives/futures_open_interest_latest',
      'derivatives/options_open_interest_distribution',
      'derivatives/options_bull_bear_index_all',
      'institutions/us_spot_etf_flows_all',
      'exchanges/netflow_by_exchange',
      'defi/lending_deposits_by_token',
      'defi/stablecoin_supply_by_stablecoin',
    ].map((path) => descriptors.find((d) => d.path === path))
    for (const d of sample) {
      if (d === undefined) throw new Error('A sampled metric is missing')
      const q = query('ETH', '24h', d.currencies[0])
      const before = source.series(d.path, q, testNow)
      const after = source.series(d.path, q, later)
      const done = before.t.length - 1
      const index = after.t.indexOf(before.t[done - 1] ?? NaN)
      expect(index, d.path).toBeGreaterThanOrEqual(0)
      if (d.shape === 'document') {
        expect(after.d?.[index], d.path).toEqual(before.d?.[done - 1])
        continue
      }
      for (const [key, values] of Object.entries(before.o ?? {})) {
        expect(after.o?.[key]?.subarray(0, done), `${d.path} ${key}`).toEqual(
          values.subarray(0, done),
        )
      }
    }
  })

  it('is deterministic across fresh sources and seeds only change the noise', () => {
    const other = createDemoSource()
    for (const path of [
      'derivatives/options_open_interest_distribution',
      'institutions/us_spot_etf_flows_all',
      'exchanges/inter_exchange_flows',
      'defi/dex_volume_by_fee_tier',
    ]) {
      const asset = source.descriptor(path)?.assets[0] ?? 'BTC'
      const q = query(asset, '24h', source.descriptor(path)?.currencies[0])
      expect(other.series(path, q, testNow), path).toEqual(source.series(path, q, testNow))
      const seeded = createDemoSource({ seed: 7 }).series(path, q, testNow)
      expect(seeded.t, path).toEqual(source.series(path, q, testNow).t)
    }
  })
})
