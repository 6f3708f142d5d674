import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { describe, expect, it } from 'vitest'
import { findProfile } from './assets'
import { createDemoSource } from './demoSource'
import { addressExtraMetrics } from './metrics/addressesExtra'
import { entityMetrics } from './metrics/entities'
import { transactionExtraMetrics } from './metrics/transactionsExtra'
import { query, testNow, valueAt, values } from './testing'
import { DAY, dateToDay, dayOf } from './time'

/*
 * Properties of the address, transaction and entity families, on assets and days drawn by
 * fast-check: cohorts and bands add up to their totals, thresholds never rise, entities stay
 * below addresses, and every count is a whole number.
 */
const source = createDemoSource()
const runs = { numRuns: propertyRuns(30), seed: 2026 }
const added = [...addressExtraMetrics, ...transactionExtraMetrics, ...entityMetrics]

const assetsOf = (path: string) => source.descriptor(path)?.assets ?? []

/** An asset of `path` and one of its days (unix seconds), from genesis to today. */
const assetAndDay = (path: string) =>
  fc.constantFrom(...assetsOf(path)).chain((asset) => {
    const profile = findProfile(asset)
    if (profile === undefined) throw new Error(asset)
    const first = dateToDay(profile.genesis)
    return fc.integer({ min: first, max: dayOf(testNow) }).map((day) => ({ asset, t: day * DAY }))
  })

const at = (path: string, asset: string, t: number, params: Record<string, string> = {}) =>
  valueAt(values(source, path, query(asset, '24h', 'native', params)), t) ?? NaN

function partsAt(path: string, asset: string, t: number): Record<string, number> {
  const series = source.series(path, query(asset), testNow)
  const i = series.t.indexOf(t)
  return Object.fromEntries(Object.entries(series.o ?? {}).map(([key, v]) => [key, v[i] ?? NaN]))
}

const sum = (parts: Record<string, number>) => Object.values(parts).reduce((a, b) => a + b, 0)
const isCount = (x: number) => Number.isInteger(x) && x >= 0
const close = (a: number, b: number, tolerance = 1e-9) =>
  Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b))
const thresholds = ['1', '10', '100', '1k', '10k']

describe('address stocks', () => {
  it('counts holders by balance: bands add up, thresholds never rise, all whole', () => {
    fc.assert(
      fc.property(assetAndDay('addresses/count_by_wallet_size'), ({ asset, t }) => {
        const holders = at('addresses/non_zero_count', asset, t)
        const bands = partsAt('addresses/count_by_wallet_size', asset, t)
        expect(Object.values(bands).every(isCount)).toBe(true)
        expect(sum(bands)).toBe(holders)
        const above = thresholds.map((x) => at(`addresses/min_${x}_count`, asset, t))
        expect(above.every(isCount)).toBe(true)
        expect(above.every((count, k) => count <= (above[k - 1] ?? holders))).toBe(true)
        expect(above[3]).toBe(
          (bands['1k_10k'] ?? NaN) + (bands['10k_100k'] ?? NaN) + (bands.more_100k ?? NaN),
        )
        expect(at('addresses/accumulation_count', asset, t)).toBeLessThanOrEqual(above[1] ?? 0)
        // Every holder has been counted once as new; ever-used addresses include the emptied.
        expect(at('addresses/count', asset, t)).toBeGreaterThanOrEqual(holders)
      }),
      runs,
    )
  })

  it('moves the holders by new minus emptied addresses, and totals the new ones', () => {
    fc.assert(
      fc.property(assetAndDay('addresses/cohort_lifecycle'), ({ asset, t }) => {
        const fresh = at('addresses/new_non_zero_count', asset, t)
        const c = partsAt('addresses/cohort_lifecycle', asset, t)
        const emptied =
          (c.churned ?? NaN) + (c.new_and_churned ?? NaN) + (c.resurrected_and_churned ?? NaN)
        const before = (path: string) => at(path, asset, t - DAY) || 0
        expect(at('addresses/non_zero_count', asset, t) - before('addresses/non_zero_count')).toBe(
          fresh - emptied,
        )
        expect(at('addresses/count', asset, t) - before('addresses/count')).toBe(fresh)
      }),
      runs,
    )
  })

  it('splits the holders of the UTXO chains by script type', () => {
    fc.assert(
      fc.property(assetAndDay('addresses/by_type'), ({ asset, t }) => {
        const types = partsAt('addresses/by_type', asset, t)
        expect(Object.keys(types)).toEqual(['p2pk', 'p2pkh', 'p2sh', 'p2wpkh', 'p2wsh', 'p2tr'])
        expect(Object.values(types).every(isCount)).toBe(true)
        expect(sum(types)).toBe(at('addresses/non_zero_count', asset, t))
        // No Taproot before its activation, no SegWit on Bitcoin Cash.
        if (t < Date.UTC(2021, 10, 14) / 1000 || asset === 'BCH') expect(types.p2tr).toBe(0)
        if (asset === 'BCH') expect(types.p2wpkh).toBe(0)
      }),
      runs,
    )
  })
})

describe('active addresses', () => {
  it('puts every active address in one lifecycle cohort', () => {
    fc.assert(
      fc.property(assetAndDay('addresses/cohort_lifecycle'), ({ asset, t }) => {
        const c = partsAt('addresses/cohort_lifecycle', asset, t)
        expect(Object.keys(c)).toEqual([
          'new',
          'retained_more',
          'retained_equal',
          'retained_less',
          'resurrected',
          'churned',
          'new_and_churned',
          'resurrected_and_churned',
        ])
        expect(Object.values(c).every(isCount)).toBe(true)
        const active = at('addresses/active_count', asset, t)
        expect(sum(c)).toBe(active)
        expect((c.new ?? NaN) + (c.new_and_churned ?? NaN)).toBe(
          at('addresses/new_non_zero_count', asset, t),
        )
      }),
      runs,
    )
  })

  it('has senders and receivers that cover the active addresses', () => {
    fc.assert(
      fc.property(assetAndDay('addresses/sending_count'), ({ asset, t }) => {
        const active = at('addresses/active_count', asset, t)
        const sending = at('addresses/sending_count', asset, t)
        const receiving = at('addresses/receiving_count', asset, t)
        expect([sending, receiving].every(isCount)).toBe(true)
        expect(sending).toBeLessThanOrEqual(active)
        expect(receiving).toBeLessThanOrEqual(active)
        expect(sending + receiving).toBeGreaterThanOrEqual(active)
        expect(receiving).toBeGreaterThanOrEqual(at('addresses/new_non_zero_count', asset, t))
      }),
      runs,
    )
  })

  it('splits the addresses whose balance changed into buyers and sellers', () => {
    fc.assert(
      fc.property(assetAndDay('addresses/buyer_seller_behavior'), ({ asset, t }) => {
        const b = partsAt('addresses/buyer_seller_behavior', asset, t)
        expect(Object.keys(b)).toEqual([
          'first_buyer',
          'momentum_buyer',
          'conviction_buyer',
          'loss_seller',
          'profit_taker',
        ])
        expect(Object.values(b).every(isCount)).toBe(true)
        const c = partsAt('addresses/cohort_lifecycle', asset, t)
        expect(sum(b)).toBe(at('addresses/active_count', asset, t) - (c.retained_equal ?? NaN))
        expect(b.first_buyer).toBe(c.new)
      }),
      runs,
    )
  })
})

describe('entities', () => {
  it('stay at or below the addresses they cluster', () => {
    const pairs = [
      ['active_count', 'active_count'],
      ['sending_count', 'sending_count'],
      ['receiving_count', 'receiving_count'],
      ['new_count', 'new_non_zero_count'],
      ['non_zero_count', 'non_zero_count'],
      ...thresholds.map((x) => [`min_${x}_count`, `min_${x}_count`]),
    ] as const
    fc.assert(
      fc.property(assetAndDay('entities/active_count'), ({ asset, t }) => {
        for (const [entity, address] of pairs) {
          const count = at(`entities/${entity}`, asset, t)
          expect(isCount(count), entity).toBe(true)
          expect(count, entity).toBeLessThanOrEqual(at(`addresses/${address}`, asset, t))
        }
        const active = at('entities/active_count', asset, t)
        const sending = at('entities/sending_count', asset, t)
        const receiving = at('entities/receiving_count', asset, t)
        expect(sending + receiving).toBeGreaterThanOrEqual(active)
        expect(Math.max(sending, receiving)).toBeLessThanOrEqual(active)
        const above = thresholds.map((x) => at(`entities/min_${x}_count`, asset, t))
        expect(above.every((count, k) => k === 0 || count <= (above[k - 1] ?? 0))).toBe(true)
        const growth = at('entities/net_growth_count', asset, t)
        const before = at('entities/non_zero_count', asset, t - DAY) || 0
        expect(growth).toBe(at('entities/non_zero_count', asset, t) - before)
      }),
      runs,
    )
  })

  it('hold the whole supply across their size bands', () => {
    fc.assert(
      fc.property(assetAndDay('entities/supply_balance_by_size'), ({ asset, t }) => {
        const bands = partsAt('entities/supply_balance_by_size', asset, t)
        expect(Object.values(bands).every((coins) => coins >= 0)).toBe(true)
        expect(close(sum(bands), at('supply/current', asset, t), 1e-9)).toBe(true)
      }),
      runs,
    )
  })
})

describe('transactions', () => {
  it('has transfers, sizes and rates consistent with the transaction count', () => {
    fc.assert(
      fc.property(assetAndDay('transactions/transfers_count'), ({ asset, t }) => {
        const txs = at('transactions/count', asset, t)
        const transfers = at('transactions/transfers_count', asset, t)
        expect(isCount(transfers)).toBe(true)
        expect(transfers).toBeGreaterThanOrEqual(txs)
        expect(close(at('transactions/rate', asset, t), txs / DAY)).toBe(true)
        expect(close(at('transactions/transfers_rate', asset, t), transfers / DAY)).toBe(true)
        const bytes = at('transactions/size_sum', asset, t)
        expect(isCount(bytes)).toBe(true)
        expect(close(at('transactions/size_mean', asset, t) * txs, bytes)).toBe(true)
        const mean = at('transactions/transfers_volume_mean', asset, t)
        const volume = at('transactions/transfers_volume_sum', asset, t)
        expect(close(mean * transfers, volume)).toBe(true)
        expect(at('transactions/transfers_volume_median', asset, t)).toBeLessThan(mean)
      }),
      runs,
    )
  })

  it('splits the UTXO chains’ transactions by script type', () => {
    fc.assert(
      fc.property(assetAndDay('transactions/count_by_type'), ({ asset, t }) => {
        const types = partsAt('transactions/count_by_type', asset, t)
        expect(Object.values(types).every(isCount)).toBe(true)
        const txs = at('transactions/count', asset, t)
        expect(sum(types)).toBe(txs)
        const segwit = at('transactions/segwit_adoption', asset, t)
        const taproot = at('transactions/taproot_adoption', asset, t)
        expect(
          close(segwit, ((types.p2wpkh ?? NaN) + (types.p2wsh ?? NaN) + (types.p2tr ?? NaN)) / txs),
        ).toBe(true)
        expect(taproot).toBeLessThanOrEqual(segwit)
        expect(segwit).toBeLessThanOrEqual(1)
      }),
      runs,
    )
  })

  it('splits stablecoin transfer volume over networks', () => {
    const path = 'transactions/transfers_volume_by_network'
    const networks = source.descriptor(path)?.parameters.network ?? []
    expect(networks[0]).toBe('all')
    fc.assert(
      fc.property(assetAndDay(path), ({ asset, t }) => {
        const all = at(path, asset, t)
        expect(close(all, at('transactions/transfers_volume_sum', asset, t))).toBe(true)
        const parts = networks.slice(1).map((network) => at(path, asset, t, { network }))
        expect(parts.every((v) => v >= 0)).toBe(true)
        expect(
          close(
            parts.reduce((a, b) => a + b, 0),
            all,
          ),
        ).toBe(true)
      }),
      runs,
    )
    // USDC is not issued on Tron.
    const tron = values(source, path, query('USDC', '24h', 'native', { network: 'tron' }))
    expect(tron.v.every((v) => v === 0)).toBe(true)
  })
})

describe('the new metrics', () => {
  it('answer for every asset and resolution they list, with finite values', () => {
    for (const definition of added) {
      for (const asset of definition.assets) {
        for (const interval of definition.resolutions) {
          const series = source.series(definition.path, query(asset, interval), testNow)
          const label = `${definition.path} ${asset} ${interval}`
          expect(series.t.length, label).toBeGreaterThan(0)
          const columns = series.v === undefined ? Object.values(series.o ?? {}) : [series.v]
          expect(columns.length, label).toBeGreaterThan(0)
          for (const column of columns) expect(column.every(Number.isFinite), label).toBe(true)
        }
      }
    }
  })

  it('are the same from a fresh source', () => {
    const other = createDemoSource()
    for (const path of [
      'addresses/cohort_lifecycle',
      'addresses/min_1k_count',
      'transactions/transfers_volume_median',
      'entities/supply_balance_by_size',
    ]) {
      const asset = assetsOf(path)[0] ?? 'BTC'
      expect(other.series(path, query(asset, '1w'), testNow), path).toEqual(
        source.series(path, query(asset, '1w'), testNow),
      )
    }
  })
})
