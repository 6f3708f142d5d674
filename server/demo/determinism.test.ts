import { describe, expect, it } from 'vitest'
import { createDemoSource } from './demoSource'
import { query, testNow, valueAt, values } from './testing'
import { DAY, dateToUnix } from './time'

describe('determinism', () => {
  it('gives identical arrays from two fresh sources, for every metric', { timeout: 60_000 }, () => {
    const a = createDemoSource()
    const b = createDemoSource()
    for (const d of a.descriptors()) {
      const asset = d.assets.includes('ETH') ? 'ETH' : (d.assets[0] ?? 'BTC')
      // Each metric at its finest resolution; coarser ones aggregate the same daily values.
      for (const interval of d.resolutions.slice(0, 1)) {
        const q = query(asset, interval, d.currencies[0])
        expect(b.series(d.path, q, testNow), `${d.path} ${interval}`).toEqual(
          a.series(d.path, q, testNow),
        )
      }
    }
  })

  it('gives the same answer again from a warm source', () => {
    const source = createDemoSource()
    const first = source.series('market/price_usd_ohlc', query('BTC', '1w', 'usd'), testNow)
    createDemoSource().series('market/price_usd_close', query('BTC', '10m', 'usd'), testNow)
    expect(source.series('market/price_usd_ohlc', query('BTC', '1w', 'usd'), testNow)).toEqual(
      first,
    )
  })

  it('pins a few values, so a change to the dataset is a deliberate one', () => {
    const source = createDemoSource()
    const day = dateToUnix('2024-01-01')
    const at = (path: string, asset: string) => valueAt(values(source, path, query(asset)), day)
    expect(at('market/price_usd_close', 'BTC')).toBeCloseTo(33226.80986875356, 6)
    expect(at('addresses/active_count', 'ETH')).toBe(612731)
    expect(at('market/mvrv', 'BTC')).toBeCloseTo(1.3631604733377005, 12)
  })

  it('differs with another seed, in the noise but not in the shape', () => {
    const base = values(createDemoSource(), 'market/price_usd_close', query('BTC'))
    const other = values(createDemoSource({ seed: 7 }), 'market/price_usd_close', query('BTC'))
    expect(other.t).toEqual(base.t)
    expect(other.v).not.toEqual(base.v)
    const last = base.v.length - 1
    expect(Math.abs(Math.log((other.v[last] ?? 0) / (base.v[last] ?? 1)))).toBeLessThan(1)
  })

  it('keeps past points as time moves on, and adds new ones', () => {
    const source = createDemoSource()
    const later = testNow + DAY + 600
    for (const d of source.descriptors()) {
      if (!d.assets.includes('BTC') || d.shape !== 'value') continue
      const q = query('BTC', '24h', d.currencies[0])
      const before = values(source, d.path, q, testNow)
      const after = values(source, d.path, q, later)
      expect(after.t.length, d.path).toBe(before.t.length + 1)
      // Every day before today is final: only today's point may still change.
      const done = before.t.length - 1
      expect(after.v.subarray(0, done), d.path).toEqual(before.v.subarray(0, done))
    }
    const tenMinutes = values(source, 'market/price_usd_close', query('BTC', '10m', 'usd'))
    const next = values(source, 'market/price_usd_close', query('BTC', '10m', 'usd'), testNow + 600)
    expect(next.t[next.t.length - 1]).toBe(testNow + 600)
    expect(next.v[next.v.length - 2]).toBe(tenMinutes.v[tenMinutes.v.length - 1])
  })
})
