import { describe, expect, it } from 'vitest'
import { createDemoSource } from './demoSource'
import { query, testNow, valueAt, values } from './testing'
import { DAY, HOUR, dateToUnix, monthStart, weekStart } from './time'

const source = createDemoSource()
const price = 'market/price_usd_close'

describe('intraday prices', () => {
  const tenMinutes = values(source, price, query('ETH', '10m', 'usd'))
  const at10m = (t: number) => valueAt(tenMinutes, t)

  it('close each hour and day with their last 10-minute price', () => {
    const hourly = values(source, price, query('ETH', '1h', 'usd'))
    const daily = values(source, price, query('ETH', '24h', 'usd'))
    for (const t of [dateToUnix('2026-03-01') + 5 * HOUR, dateToUnix('2026-11-20') + 23 * HOUR]) {
      expect(valueAt(hourly, t)).toBe(at10m(t + HOUR - 600))
    }
    const day = dateToUnix('2026-07-04')
    expect(valueAt(daily, day)).toBe(at10m(day + DAY - 600))
    // Today is still open: its close is the latest price.
    expect(daily.v[daily.v.length - 1]).toBe(at10m(testNow))
    expect(hourly.v[hourly.v.length - 1]).toBe(at10m(testNow))
  })

  it('builds candles from the 10-minute prices', () => {
    const candles = source.series('market/price_usd_ohlc', query('ETH', '24h', 'usd'), testNow)
    const day = dateToUnix('2026-07-04')
    const i = candles.t.indexOf(day)
    const inDay = tenMinutes.v.filter(
      (_, k) => (tenMinutes.t[k] ?? 0) >= day && (tenMinutes.t[k] ?? 0) < day + DAY,
    )
    expect(candles.o?.o?.[i]).toBe(inDay[0])
    expect(candles.o?.h?.[i]).toBe(Math.max(...inDay))
    expect(candles.o?.l?.[i]).toBe(Math.min(...inDay))
    expect(candles.o?.c?.[i]).toBe(inDay[inDay.length - 1])
  })

  it('keeps every candle consistent (low ≤ open, close ≤ high) and closes with the price', () => {
    for (const interval of ['1h', '24h', '1w', '1month'] as const) {
      const candles = source.series('market/price_usd_ohlc', query('BTC', interval, 'usd'), testNow)
      const { o, h, l, c } = candles.o ?? {}
      const ok = candles.t.every((_, i) => {
        const [open = NaN, high = NaN, low = NaN, close = NaN] = [o?.[i], h?.[i], l?.[i], c?.[i]]
        return low <= Math.min(open, close) && high >= Math.max(open, close) && low > 0
      })
      expect(ok, interval).toBe(true)
      const closes = values(source, price, query('BTC', interval, 'usd'))
      expect(c).toEqual(closes.v)
      expect(candles.t).toEqual(closes.t)
    }
  })
})

describe('weeks and months', () => {
  const daily = (path: string, currency: 'native' | 'usd' = 'native') =>
    values(source, path, query('BTC', '24h', currency))
  const coarse = (path: string, interval: '1w' | '1month', currency: 'native' | 'usd' = 'native') =>
    values(source, path, query('BTC', interval, currency))
  const inBucket = (
    series: { t: Float64Array; v: Float64Array },
    start: number,
    of: (t: number) => number,
  ) => series.v.filter((_, i) => of(series.t[i] ?? 0) === start)

  it('take the last price, sum the flows and average the active addresses', () => {
    const week = weekStart(dateToUnix('2024-05-15'))
    const month = dateToUnix('2021-11-01')
    const sum = (xs: Float64Array) => xs.reduce((a, b) => a + b, 0)
    const closes = inBucket(daily(price, 'usd'), week, weekStart)
    expect(valueAt(coarse(price, '1w', 'usd'), week)).toBe(closes[closes.length - 1])
    expect(closes.length).toBe(7)
    const txs = inBucket(daily('transactions/count'), month, monthStart)
    expect(valueAt(coarse('transactions/count', '1month'), month)).toBe(sum(txs))
    const active = inBucket(daily('addresses/active_count'), week, weekStart)
    expect(valueAt(coarse('addresses/active_count', '1w'), week)).toBeCloseTo(sum(active) / 7, 6)
    // Volumes in USD are converted day by day, then summed.
    const volume = daily('transactions/transfers_volume_sum')
    const closeByDay = daily(price, 'usd')
    const usd = inBucket(volume, week, weekStart).map(
      (coins, k) => coins * (valueAt(closeByDay, week + k * DAY) ?? NaN),
    )
    const weeklyUsd = valueAt(coarse('transactions/transfers_volume_sum', '1w', 'usd'), week) ?? 0
    expect(Math.abs(weeklyUsd - sum(usd)) / weeklyUsd).toBeLessThan(1e-12)
  })

  it('label buckets with their start and end with the open one', () => {
    const weekly = coarse('supply/current', '1w')
    expect(weekly.t.every((t) => weekStart(t) === t)).toBe(true)
    expect(weekly.t[weekly.t.length - 1]).toBe(weekStart(testNow))
    const monthly = coarse('supply/current', '1month')
    expect(monthly.t[0]).toBe(dateToUnix('2009-01-01'))
    expect(monthly.v[monthly.v.length - 1]).toBe(daily('supply/current').v.at(-1))
  })

  it('add issuance up to the change in supply', () => {
    const issued = daily('supply/issued')
    const supply = daily('supply/current')
    const total = issued.v.reduce((a, b) => a + b, 0)
    // The genesis block (50 BTC) existed before the first day's issuance.
    expect(total + 50).toBeCloseTo(supply.v.at(-1) ?? 0, 3)
    const monthly = coarse('supply/issued', '1month')
    expect(valueAt(monthly, dateToUnix('2024-06-01'))).toBeCloseTo(30 * 144 * 3.125, 6)
  })
})

describe('generation time', () => {
  it('builds a fresh source’s full Bitcoin 10-minute history quickly', () => {
    const fresh = createDemoSource()
    const started = performance.now()
    const series = fresh.series(price, query('BTC', '10m', 'usd'), testNow)
    const elapsed = performance.now() - started
    expect(series.t.length).toBe(365 * 144 + 1)
    // Typically 30-60 ms; the bound only catches an accidental blow-up, not a slow machine.
    expect(elapsed).toBeLessThan(2000)
  })
})
