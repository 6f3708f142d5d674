import { describe, expect, it } from 'vitest'
import { annotationsFor } from '@/core/charts/annotations'
import { demoProfiles } from '../assets'
import { catalogMetrics } from '../catalog'
import { createDemoSource } from '../demoSource'
import { query, testNow, valueAt, values } from '../testing'
import { DAY, dateToUnix } from '../time'
import { isStablecoin } from './homeData'

const source = createDemoSource()
const daily = (path: string, asset = 'BTC') => values(source, path, query(asset))
const signals = {
  altSeason: 'market/alt_season_index',
  risk: 'indicators/risk_index',
  sharpe: 'indicators/sharpe_signal',
  bss: 'indicators/bss',
  sthLth: 'supply/sth_lth_ratio',
}
const sampleDays = ['2017-12-17', '2019-02-01', '2021-04-14', '2022-11-21', '2026-11-20'].map(
  dateToUnix,
)

describe('cycle signals', () => {
  it('count the altcoins whose 90-day return beat Bitcoin’s', () => {
    const alts = demoProfiles.filter((p) => p.symbol !== 'BTC' && !isStablecoin(p))
    const btc = daily('market/price_usd_close')
    const index = daily(signals.altSeason)
    for (const t of sampleDays) {
      const earlier = t - 90 * DAY
      const benchmark = (valueAt(btc, t) ?? NaN) / (valueAt(btc, earlier) ?? NaN)
      let compared = 0
      let beat = 0
      for (const alt of alts) {
        const closes = daily('market/price_usd_close', alt.symbol)
        const then = valueAt(closes, earlier)
        if (then === undefined) continue
        compared++
        if ((valueAt(closes, t) ?? NaN) / then > benchmark) beat++
      }
      expect(compared).toBeGreaterThanOrEqual(5)
      expect(valueAt(index, t), new Date(t * 1000).toISOString()).toBe(
        Math.round((100 * beat) / compared),
      )
    }
  })

  it('map the Sharpe ratio of a year of daily returns onto 0..1', () => {
    for (const asset of ['BTC', 'SOL']) {
      const closes = daily('market/price_usd_close', asset)
      const signal = daily(signals.sharpe, asset)
      // The first point has exactly one year of returns behind it.
      expect(signal.t[0]).toBe((closes.t[0] ?? NaN) + 365 * DAY)
      for (const t of sampleDays.filter((day) => day >= (signal.t[0] ?? Infinity))) {
        const end = closes.t.indexOf(t)
        const returns = Array.from({ length: 365 }, (_, k) =>
          Math.log((closes.v[end - k] ?? NaN) / (closes.v[end - k - 1] ?? NaN)),
        )
        const mean = returns.reduce((a, b) => a + b, 0) / returns.length
        const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / returns.length
        const sharpe = (mean / Math.sqrt(variance)) * Math.sqrt(365)
        expect(valueAt(signal, t)).toBeCloseTo(1 / (1 + Math.exp(-sharpe / 2)), 9)
      }
    }
  })

  it('read the buyer share score off the short-term holders’ realized value', () => {
    // nupl_less_155 = 1 − STH realized value / (STH coins × price), so the STH realized value is
    // (1 − that NUPL) × STH coins × price; BSS is its share of the realized cap.
    for (const asset of ['BTC', 'ETH']) {
      const bss = daily(signals.bss, asset)
      const nupl = daily('indicators/nupl_less_155', asset)
      const coins = daily('supply/sth_sum', asset)
      const price = daily('market/price_usd_close', asset)
      const realized = daily('market/marketcap_realized_usd', asset)
      for (const t of sampleDays.filter((day) => day >= dateToUnix('2017-01-01'))) {
        const sthValue =
          (1 - (valueAt(nupl, t) ?? NaN)) * (valueAt(coins, t) ?? NaN) * (valueAt(price, t) ?? NaN)
        expect(valueAt(bss, t)).toBeCloseTo(sthValue / (valueAt(realized, t) ?? NaN), 9)
      }
    }
  })

  it('keep the risk index low while market cap is under realized cap and high past MVRV 4', () => {
    const risk = daily(signals.risk)
    const mvrv = daily('market/mvrv')
    expect(risk.t).toEqual(mvrv.t)
    let under = 0
    let over = 0
    risk.v.forEach((value, i) => {
      const ratio = mvrv.v[i] ?? NaN
      expect(value).toBeGreaterThan(0)
      expect(value).toBeLessThan(100)
      if (ratio < 1) {
        under++
        expect(value).toBeLessThan(45)
      }
      if (ratio > 4) {
        over++
        expect(value).toBeGreaterThan(75)
      }
    })
    expect(under).toBeGreaterThan(100)
    expect(over).toBeGreaterThan(100)
  })

  it('stay within their scales', () => {
    const alt = daily(signals.altSeason).v
    expect(alt.every((v) => Number.isInteger(v) && v >= 0 && v <= 100)).toBe(true)
    for (const path of [signals.sharpe, signals.bss]) {
      expect(daily(path).v.every((v) => v >= 0 && v <= 1)).toBe(true)
    }
    expect(daily(signals.sthLth).v.every((v) => v > 0 && Number.isFinite(v))).toBe(true)
  })

  it('cross every line and enter every zone the studio draws for them, in the last four years', () => {
    const catalog = catalogMetrics()
    for (const path of Object.values(signals)) {
      const metric = catalog.find((m) => m.path === path)
      if (metric === undefined) throw new Error(`${path} is not in the catalog`)
      const annotations = annotationsFor(metric)
      expect(annotations.length, path).toBeGreaterThan(0)
      const series = daily(path)
      const recent = series.v.filter((_, i) => (series.t[i] ?? 0) > testNow - 4 * 365 * DAY)
      for (const annotation of annotations) {
        if (annotation.kind === 'line') {
          expect(Math.min(...recent), `${path} under ${annotation.value}`).toBeLessThan(
            annotation.value,
          )
          expect(Math.max(...recent), `${path} over ${annotation.value}`).toBeGreaterThan(
            annotation.value,
          )
        } else {
          const inside = recent.filter((v) => v >= annotation.from && v < annotation.to)
          expect(inside.length, `${path} in ${annotation.from}..${annotation.to}`).toBeGreaterThan(
            30,
          )
        }
      }
    }
  })
})
