import { describe, expect, it } from 'vitest'
import { createDemoSource } from '../demoSource'
import { query, testNow, valueAt } from '../testing'
import { DAY, TEN_MINUTES } from '../time'

const source = createDemoSource()
const symbols = source.assets().map((asset) => asset.symbol)
const stablecoins = source
  .assets()
  .filter((asset) => asset.category === 'stablecoin')
  .map((asset) => asset.symbol)

type Row = Record<string, number>
const documents = async (path: string, interval: '10m' | '1h' | '24h', period?: string) => {
  const series = await source.series(
    path,
    query('BTC', interval, 'usd', period === undefined ? {} : { period }),
    testNow,
  )
  return { t: series.t, d: (series.d ?? []) as Record<string, Row>[] }
}
const dailyCap = async (symbol: string, t: number) =>
  valueAt(await source.series('market/marketcap_usd', query(symbol, '24h', 'usd'), testNow), t)
const price10m = async (symbol: string) =>
  source.series('market/price_usd_close', query(symbol, '10m', 'usd'), testNow)

describe('home page metrics', () => {
  it('marketcap_usd_sum is the sum of every asset’s market cap on sample days', async () => {
    const total = await source.series(
      'internal/marketcap_usd_sum',
      query('BTC', '24h', 'usd'),
      testNow,
    )
    const today = Math.floor(testNow / DAY) * DAY
    for (const t of [today, today - 400 * DAY, today - 3000 * DAY]) {
      let sum = 0
      for (const symbol of symbols) sum += (await dailyCap(symbol, t)) ?? 0
      expect(valueAt(total, t)).toBeCloseTo(sum, -3)
      expect(sum).toBeGreaterThan(0)
    }
  })

  it('treemaps hold the 20 largest market caps, largest first, equal to market/marketcap_usd', async () => {
    const { t, d } = await documents('internal/treemaps', '10m', '24h')
    // The 23:50 step of yesterday is the daily close of market/marketcap_usd.
    const day = Math.floor(testNow / DAY) * DAY - DAY
    const k = t.indexOf(day + DAY - TEN_MINUTES)
    const record = d[k] as Record<string, { value: number; change: number }>
    const caps = await Promise.all(
      symbols.map(async (s) => [s, (await dailyCap(s, day)) ?? 0] as const),
    )
    const largest = caps.sort((a, b) => b[1] - a[1]).slice(0, 20)
    expect(Object.keys(record)).toEqual(largest.map(([symbol]) => symbol))
    for (const [symbol, cap] of largest) expect(record[symbol]?.value).toBeCloseTo(cap, -2)
  })

  it('top movers carry the 10-minute price and its change over the period, largest gain first', async () => {
    for (const [period, seconds] of [
      ['1h', 3600],
      ['24h', DAY],
      ['7d', 7 * DAY],
    ] as const) {
      const { t, d } = await documents('internal/top_movers', '10m', period)
      const k = t.length - 5
      const record = d[k] as Record<string, { price: number; change: number }>
      const changes = Object.values(record).map((row) => row.change)
      expect(changes).toEqual([...changes].sort((a, b) => b - a))
      expect(Object.keys(record)).not.toContain('USDT')
      for (const symbol of ['BTC', 'ETH', 'DOGE']) {
        const prices = await price10m(symbol)
        const now = valueAt(prices, t[k] ?? NaN) ?? NaN
        const before = valueAt(prices, (t[k] ?? NaN) - seconds) ?? NaN
        expect(record[symbol]?.price).toBe(now)
        expect(record[symbol]?.change).toBeCloseTo(now / before - 1, 12)
      }
    }
  })

  it('the period defaults to 24h and changes the answer', async () => {
    const byDefault = await documents('internal/top_movers', '1h')
    expect(byDefault).toEqual(await documents('internal/top_movers', '1h', '24h'))
    expect(byDefault.d.at(-1)).not.toEqual(
      (await documents('internal/top_movers', '1h', '7d')).d.at(-1),
    )
  })

  it('treemap changes match top movers for the same period', async () => {
    const treemap = await documents('internal/treemaps', '1h', '7d')
    const movers = await documents('internal/top_movers', '1h', '7d')
    expect(treemap.t).toEqual(movers.t)
    const last = treemap.d.at(-1) as Record<string, { change: number }>
    const moved = movers.d.at(-1) as Record<string, { change: number }>
    for (const symbol of ['BTC', 'ETH', 'SOL'])
      expect(last[symbol]?.change).toBe(moved[symbol]?.change)
  })

  it('heatmaps give every tab a value per non-stablecoin asset, in plausible ranges', async () => {
    for (const interval of ['1h', '24h'] as const) {
      const { t, d } = await documents('internal/heatmaps', interval)
      expect(t.length).toBeGreaterThanOrEqual(30)
      const record = d.at(-1) as unknown as {
        assets: Record<string, { price: number; marketcap: number }>
        values: Record<'supply_in_profit' | 'sopr' | 'mvrv', Row>
      }
      const listed = Object.keys(record.assets)
      expect(listed).toContain('BTC')
      for (const stable of stablecoins) expect(listed).not.toContain(stable)
      for (const tab of ['supply_in_profit', 'sopr', 'mvrv'] as const) {
        expect(Object.keys(record.values[tab])).toEqual(listed)
      }
      for (const symbol of listed) {
        expect(record.values.supply_in_profit[symbol]).toBeGreaterThan(0)
        expect(record.values.supply_in_profit[symbol]).toBeLessThan(1)
        expect(record.values.sopr[symbol]).toBeGreaterThan(0.5)
        expect(record.values.sopr[symbol]).toBeLessThan(2)
        expect(record.values.mvrv[symbol]).toBeGreaterThan(0)
      }
    }
  })

  it('spot and futures volumes are daily USD sums; futures start in 2016', async () => {
    const series = await source.series(
      'internal/spot_futures_usd_sum',
      query('BTC', '24h', 'usd'),
      testNow,
    )
    expect(Object.keys(series.o ?? {})).toEqual(['spot', 'futures'])
    const spot = series.o?.spot ?? new Float64Array()
    const futures = series.o?.futures ?? new Float64Array()
    const in2015 = series.t.indexOf(Date.UTC(2015, 5, 1) / 1000)
    expect(futures[in2015]).toBe(0)
    expect(spot[in2015]).toBeGreaterThan(0)
    expect(futures.at(-1)).toBeGreaterThan(spot.at(-1) ?? Infinity)
  })
})
