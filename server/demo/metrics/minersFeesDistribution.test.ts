import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { describe, expect, it } from 'vitest'
import { findProfile } from '../assets'
import { createDemoSource } from '../demoSource'
import { minerKeys } from '../miningModel'
import { priceStartDay } from '../priceModel'
import { query, testNow, valueAt, values } from '../testing'
import { DAY, dateToDay, dayOf } from '../time'
import { walletBandKeys } from '../walletBands'
import { feeExtraMetrics } from './feesExtra'
import { distributionExtraMetrics } from './distributionExtra'
import { halvingMetrics } from './halving'
import { miningExtraMetrics } from './miningExtra'

/*
 * Properties of the fee, mining, wallet-size and halving families, on assets and days drawn by
 * fast-check, plus Bitcoin's MVRV Z-score band.
 */
const source = createDemoSource()
const runs = { numRuns: propertyRuns(20), seed: 7 }
const close = (a: number, b: number, tolerance = 1e-9) =>
  Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b))
const assetsOf = (path: string) => source.descriptor(path)?.assets ?? []

/** An asset of `path` and a traded day of it (unix seconds). */
const assetAndDay = (path: string) =>
  fc.constantFrom(...assetsOf(path)).chain((asset) => {
    const profile = findProfile(asset)
    if (profile === undefined) throw new Error(asset)
    return fc
      .integer({ min: priceStartDay(profile) + 31, max: dayOf(testNow) })
      .map((day) => ({ asset, t: day * DAY }))
  })

const at = (path: string, asset: string, t: number, params: Record<string, string> = {}) =>
  valueAt(values(source, path, query(asset, '24h', 'native', params)), t) ?? NaN
const keysAt = (path: string, asset: string, t: number, keys: readonly string[]) => {
  const series = source.series(path, query(asset), testNow)
  const i = series.t.indexOf(t)
  return keys.map((key) => series.o?.[key]?.[i] ?? NaN)
}
const sum = (list: readonly number[]) => list.reduce((a, b) => a + b, 0)

describe('mining', () => {
  it('pool balances add up to the aggregate and pools’ hash rates to the hash rate', () => {
    fc.assert(
      fc.property(assetAndDay('mining/balance_miners'), ({ asset, t }) => {
        const pools = minerKeys.map((miner) => at('mining/balance_miners', asset, t, { miner }))
        const aggregated = at('mining/balance_miners', asset, t)
        expect(close(sum(pools), aggregated)).toBe(true)
        expect(close(at('distribution/balance_miners_sum', asset, t), aggregated)).toBe(true)
        const byPool = keysAt('mining/hash_rate_by_pool', asset, t, minerKeys)
        expect(close(sum(byPool), at('mining/hash_rate_mean', asset, t))).toBe(true)
        expect(byPool.every((rate) => rate >= 0)).toBe(true)
      }),
      runs,
    )
  })

  it('keeps revenue = mined + fees, Puell positive and thermocap never decreasing', () => {
    fc.assert(
      fc.property(assetAndDay('mining/revenue_sum'), ({ asset, t }) => {
        const revenue = at('mining/revenue_sum', asset, t)
        const fees = at('fees/volume_sum', asset, t)
        expect(close(revenue, at('mining/volume_mined_sum', asset, t) + fees)).toBe(true)
        expect(close(at('mining/revenue_from_fees', asset, t), fees / revenue)).toBe(true)
        expect(close(at('fees/fee_ratio_multiple', asset, t), revenue / fees)).toBe(true)
        expect(at('indicators/puell_multiple', asset, t)).toBeGreaterThan(0)
        const thermocap = at('mining/thermocap', asset, t)
        expect(at('mining/thermocap', asset, t - DAY)).toBeLessThanOrEqual(thermocap)
        const ratio = at('mining/marketcap_thermocap_ratio', asset, t)
        expect(close(ratio, at('market/marketcap_usd', asset, t) / thermocap)).toBe(true)
      }),
      runs,
    )
  })

  it('holds about 1.5–2.5M BTC in miners’ wallets today', () => {
    const balance = at('distribution/balance_miners_sum', 'BTC', dayOf(testNow) * DAY)
    expect(balance).toBeGreaterThan(1.5e6)
    expect(balance).toBeLessThan(2.5e6)
  })
})

describe('fees', () => {
  it('splits fees by type exactly and keeps the median below the mean', () => {
    fc.assert(
      fc.property(assetAndDay('fees/volume_by_type'), ({ asset, t }) => {
        const series = source.series('fees/volume_by_type', query(asset), testNow)
        const i = series.t.indexOf(t)
        const parts = Object.values(series.o ?? {}).map((values) => values[i] ?? NaN)
        expect(close(sum(parts), at('fees/volume_sum', asset, t))).toBe(true)
        const mean = at('fees/volume_mean', asset, t)
        expect(
          close(mean, at('fees/volume_sum', asset, t) / at('transactions/count', asset, t)),
        ).toBe(true)
        expect(at('fees/volume_median', asset, t)).toBeLessThan(mean)
      }),
      runs,
    )
  })
})

describe('wallet-size bands', () => {
  it('add up to the supply, their shares to 1, and concentration stays in range', () => {
    fc.assert(
      fc.property(assetAndDay('distribution/supply_by_wallet_size'), ({ asset, t }) => {
        const bands = keysAt('distribution/supply_by_wallet_size', asset, t, walletBandKeys)
        expect(close(sum(bands), at('supply/current', asset, t))).toBe(true)
        const shares = keysAt('distribution/supply_distribution_relative', asset, t, walletBandKeys)
        expect(close(sum(shares), 1)).toBe(true)
        expect(shares.every((share) => share > 0 && share < 1)).toBe(true)
        for (const path of ['gini', 'herfindahl', 'balance_1pct_holders']) {
          const value = at(`distribution/${path}`, asset, t)
          expect(value, path).toBeGreaterThan(0)
          expect(value, path).toBeLessThan(1)
        }
      }),
      runs,
    )
  })

  it('measure the exchange net position as the 30-day change of exchange balances', () => {
    fc.assert(
      fc.property(assetAndDay('distribution/exchange_net_position_change'), ({ asset, t }) => {
        const balance = (day: number) => at('distribution/balance_exchanges', asset, day)
        const change = at('distribution/exchange_net_position_change', asset, t)
        expect(close(change, balance(t) - balance(t - 30 * DAY), 1e-6)).toBe(true)
      }),
      runs,
    )
  })
})

describe('halving cycles', () => {
  const realHalvings: Record<string, string[]> = {
    BTC: ['2012-11-28', '2016-07-09', '2020-05-11', '2024-04-20'],
    LTC: ['2015-08-25', '2019-08-05', '2023-08-02'],
    BCH: ['2020-04-08', '2024-04-04'],
  }

  it('counts down to 0 on the real halving dates, where ratio is 1', () => {
    for (const [asset, dates] of Object.entries(realHalvings)) {
      const series = source.series('indicators/halving', query(asset), testNow)
      const profile = findProfile(asset)
      if (profile === undefined) throw new Error(asset)
      for (const date of dates.filter((d) => dateToDay(d) >= priceStartDay(profile))) {
        const i = series.t.indexOf(dateToDay(date) * DAY)
        expect(series.o?.daysTillHalving?.[i], `${asset} ${date}`).toBe(0)
        expect(series.o?.ratio?.[i], `${asset} ${date}`).toBe(1)
        expect(series.o?.daysTillHalving?.[i - 1], `${asset} ${date}`).toBe(1)
        // The day after, the countdown restarts at the length of the next cycle.
        expect(series.o?.daysTillHalving?.[i + 1]).toBeGreaterThan(1300)
      }
      expect(Object.keys(series.o ?? {})).toEqual(['ratio', 'daysTillHalving', 'price'])
    }
    // Bitcoin's next halving, at the nominal pace: spring 2028.
    const left = at('supply/days_till_halving', 'BTC', dayOf(testNow) * DAY)
    const next = new Date((dayOf(testNow) + left) * DAY * 1000).toISOString().slice(0, 7)
    expect(next).toBe('2028-04')
  })

  it('serves the price and the ratio to the last halving’s close', () => {
    fc.assert(
      fc.property(assetAndDay('indicators/halving'), ({ asset, t }) => {
        const [ratio = NaN, , price = NaN] = keysAt('indicators/halving', asset, t, [
          'ratio',
          'daysTillHalving',
          'price',
        ])
        expect(close(price, at('market/price_usd_close', asset, t))).toBe(true)
        expect(ratio).toBeGreaterThan(0)
      }),
      runs,
    )
  })
})

describe('MVRV Z-score', () => {
  it('puts Bitcoin’s tops at 7–9 (2011–2017) and its bottoms at about −0.6..0', () => {
    const z = values(source, 'market/mvrv_z_score', query('BTC'))
    const within = (from: string, to: string) =>
      Array.from(z.v).filter((_, i) => {
        const day = (z.t[i] ?? 0) / DAY
        return day >= dateToDay(from) && day <= dateToDay(to)
      })
    for (const [from, to] of [
      ['2011-01-01', '2011-12-31'],
      ['2013-01-01', '2013-12-31'],
      ['2017-01-01', '2017-12-31'],
    ] as const) {
      const top = Math.max(...within(from, to))
      expect(top, from).toBeGreaterThan(7)
      expect(top, from).toBeLessThan(9.5)
    }
    expect(Math.max(...within('2021-01-01', '2021-12-31'))).toBeGreaterThan(5)
    for (const [from, to] of [
      ['2014-06-01', '2016-06-01'],
      ['2018-06-01', '2020-06-01'],
      ['2022-01-01', '2023-06-01'],
    ] as const) {
      const bottom = Math.min(...within(from, to))
      expect(bottom, from).toBeLessThan(0)
      expect(bottom, from).toBeGreaterThan(-0.65)
    }
  })
})

describe('the new catalog entries', () => {
  const definitions = [
    ...feeExtraMetrics,
    ...miningExtraMetrics,
    ...distributionExtraMetrics,
    ...halvingMetrics,
  ]

  it('answer for every asset and resolution they list, the same way twice', () => {
    expect(definitions.length).toBeGreaterThanOrEqual(20)
    const again = createDemoSource()
    for (const definition of definitions) {
      for (const asset of definition.assets) {
        for (const interval of definition.resolutions) {
          const series = source.series(definition.path, query(asset, interval), testNow)
          expect(series.t.length, `${definition.path} ${asset} ${interval}`).toBeGreaterThan(0)
        }
      }
      const asset = definition.assets[0] ?? 'BTC'
      expect(again.series(definition.path, query(asset), testNow)).toEqual(
        source.series(definition.path, query(asset), testNow),
      )
    }
  })
})
