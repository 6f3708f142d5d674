import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { describe, expect, it } from 'vitest'
import type { SeriesColumns } from '../../metrics/metricSource'
import { createDemoSource } from '../demoSource'
import { query, testNow } from '../testing'
import { DAY, dateToUnix, dayOf } from '../time'

/*
 * Property tests of the market-side identities, over assets and days drawn by fast-check (seeded,
 * so a failure reproduces and shrinks to a minimal case).
 */
const source = createDemoSource({ cacheBytes: 256 * 1024 * 1024 })
const runs = { numRuns: propertyRuns(40), seed: 2026 }
const today = dayOf(testNow)

type Params = Record<string, string>
const series = (path: string, asset: string, params: Params = {}, currency?: 'usd') =>
  source.series(path, query(asset, '24h', currency ?? 'native', params), testNow)
const assetsOf = (path: string) => source.descriptor(path)?.assets ?? []

/** The point of a series on day `t` (unix seconds): its value, its keys, or its document. */
function at(s: SeriesColumns, t: number) {
  const i = s.t.indexOf(t)
  if (i < 0) throw new Error(`No point at ${new Date(t * 1000).toISOString()}`)
  const keys = Object.fromEntries(Object.entries(s.o ?? {}).map(([k, v]) => [k, v[i] ?? NaN]))
  return { v: s.v?.[i] ?? NaN, o: keys, d: s.d?.[i] }
}
const first = (s: SeriesColumns) => s.t[0] ?? NaN
const sum = (values: Readonly<Record<string, number>>, except: string[] = []) =>
  Object.entries(values).reduce((total, [k, v]) => (except.includes(k) ? total : total + v), 0)
const close = (a: number, b: number, tolerance = 1e-9) =>
  Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b))

/** An asset of `path` and a day (unix seconds) on which its series has a point. */
const pointOf = (path: string, params: Params = {}) =>
  fc
    .tuple(fc.constantFrom(...assetsOf(path)), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([asset, x]) => {
      const start = dayOf(first(series(path, asset, params)))
      return { asset, t: (start + Math.floor(x * (today - start + 1))) * DAY }
    })

describe('futures', () => {
  it('open interest per exchange adds up to the aggregated metric and the document', () => {
    fc.assert(
      fc.property(pointOf('derivatives/futures_open_interest_sum'), ({ asset, t }) => {
        const all = at(series('derivatives/futures_open_interest_sum_all', asset), t).o
        const total = at(series('derivatives/futures_open_interest_sum', asset), t).v
        expect(close(sum(all), total)).toBe(true)
        const binance = at(
          series('derivatives/futures_open_interest_sum', asset, { e: 'binance' }),
          t,
        )
        expect(binance.v).toBe(all.binance)
        const perpetual = at(series('derivatives/futures_open_interest_perpetual_sum', asset), t).v
        const crypto = at(series('derivatives/futures_open_interest_crypto_margin_sum', asset), t).v
        const cash = at(series('derivatives/futures_open_interest_cash_margin_sum', asset), t).v
        expect(perpetual).toBeLessThanOrEqual(total * (1 + 1e-12))
        expect(close(crypto + cash, total)).toBe(true)
      }),
      runs,
    )
  })

  it('serves per-exchange snapshots in USD that sum to the open interest in USD', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...assetsOf('derivatives/futures_open_interest_latest')),
        fc.integer({ min: 0, max: 89 }),
        (asset, back) => {
          const t = (today - back) * DAY
          const doc = at(series('derivatives/futures_open_interest_latest', asset), t).d as {
            open_interest: Record<string, number>
            daily_volume: Record<string, number>
            changes: Record<string, number>
          }
          const usd = at(series('derivatives/futures_open_interest_sum', asset, {}, 'usd'), t).v
          expect(close(sum(doc.open_interest), usd, 1e-9)).toBe(true)
          expect(Object.keys(doc.daily_volume)).toEqual(Object.keys(doc.open_interest))
          expect(Object.keys(doc.changes)).toEqual(Object.keys(doc.open_interest))
        },
      ),
      runs,
    )
  })

  it('aggregates funding between the exchanges’ lowest and highest rates', () => {
    fc.assert(
      fc.property(pointOf('derivatives/futures_funding_rate_perpetual'), ({ asset, t }) => {
        const oi = at(series('derivatives/futures_open_interest_perpetual_sum_all', asset), t).o
        const rates = at(series('derivatives/futures_funding_rate_perpetual_all', asset), t).o
        const live = Object.keys(rates).filter((name) => (oi[name] ?? 0) > 0)
        const values = live.map((name) => rates[name] ?? NaN)
        const funding = at(series('derivatives/futures_funding_rate_perpetual', asset), t).v
        expect(funding).toBeGreaterThanOrEqual(Math.min(...values) - 1e-15)
        expect(funding).toBeLessThanOrEqual(Math.max(...values) + 1e-15)
      }),
      runs,
    )
  })

  it('pays positive funding in the 2021 bull market and less in the 2022 bear market', () => {
    const funding = series('derivatives/futures_funding_rate_perpetual', 'BTC')
    const mean = (from: string, to: string) => {
      const [a, b] = [dateToUnix(from), dateToUnix(to)]
      const values = [...(funding.v ?? [])].filter((_, i) => {
        const t = funding.t[i] ?? 0
        return t >= a && t < b
      })
      return values.reduce((x, y) => x + y, 0) / values.length
    }
    expect(mean('2021-01-01', '2021-04-15')).toBeGreaterThan(0)
    expect(mean('2022-05-01', '2022-12-31')).toBeLessThan(mean('2021-01-01', '2021-04-15'))
  })

  it('liquidates longs more on down days and shorts more on up days', () => {
    const price = series('market/price_usd_close', 'BTC')
    const longs = series('derivatives/futures_liquidated_volume_long_sum', 'BTC')
    const shorts = series('derivatives/futures_liquidated_volume_short_sum', 'BTC')
    let agree = 0
    let moves = 0
    for (let i = 1; i < longs.t.length; i++) {
      const t = longs.t[i] ?? 0
      const change = at(price, t).v / at(price, t - DAY).v - 1
      if (Math.abs(change) < 0.05) continue
      moves++
      const longer = (longs.v?.[i] ?? 0) > (shorts.v?.[i] ?? 0)
      if (longer === change < 0) agree++
    }
    expect(moves).toBeGreaterThan(50)
    expect(agree / moves).toBeGreaterThan(0.9)
  })
})

describe('options', () => {
  const chain = 'derivatives/options_open_interest_distribution'
  interface Chain {
    contract_expiration: string
    calls: { strike: number; value: number }[]
    puts: { strike: number; value: number }[]
    implied_volatility: { strike: number; value: number }[]
    expiration_dates: string[]
    prices: { index: number; forward: number; max_pain: number }
  }

  it('lists ascending strikes, positive volatility and open interest that adds up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...assetsOf(chain)),
        fc.integer({ min: 0, max: 179 }),
        fc.constantFrom(...(source.descriptor(chain)?.parameters.contract_expiration ?? [])),
        (asset, back, expiry) => {
          const t = (today - back) * DAY
          const doc = at(series(chain, asset, { contract_expiration: expiry }), t).d as Chain
          const strikes = doc.calls.map((c) => c.strike)
          expect(strikes.every((k, i) => i === 0 || k > (strikes[i - 1] ?? k))).toBe(true)
          expect(doc.puts.map((p) => p.strike)).toEqual(strikes)
          expect(doc.implied_volatility.map((p) => p.strike)).toEqual(strikes)
          expect(doc.implied_volatility.every((p) => p.value > 0)).toBe(true)
          expect(strikes).toContain(doc.prices.max_pain)
          const dates = doc.expiration_dates
          expect([...dates].sort()).toEqual(dates)
          expect(new Date(`${dates[0]}T00:00:00Z`).getTime() / 1000).toBeGreaterThan(t)
          if (expiry !== 'aggregated') expect(dates).toContain(doc.contract_expiration)
          const calls = doc.calls.reduce((a, c) => a + c.value, 0)
          const puts = doc.puts.reduce((a, p) => a + p.value, 0)
          const ratio = at(series('derivatives/options_open_interest_put_call_ratio', asset), t).v
          expect(close(puts / calls, ratio, 1e-9)).toBe(true)
          if (expiry === 'aggregated') {
            const oi = at(series('derivatives/options_open_interest_sum', asset), t).v
            expect(close(calls + puts, oi)).toBe(true)
          }
        },
      ),
      { numRuns: propertyRuns(25), seed: 2026 },
    )
  })

  it('keeps implied volatility positive, near realized volatility, moneyness summing to OI', () => {
    fc.assert(
      fc.property(pointOf('derivatives/options_open_interest_sum'), ({ asset, t }) => {
        const iv = at(series('derivatives/options_atm_implied_volatility_all', asset), t).o
        expect(Object.keys(iv)).toEqual(['1w', '1m', '3m', '6m'])
        for (const value of Object.values(iv)) expect(value).toBeGreaterThan(0)
        const month = at(series('derivatives/options_atm_implied_volatility_1_month', asset), t).v
        expect(month).toBe(iv['1m'])
        const rv = at(series('market/realized_volatility_1_month', asset), t).v
        expect(month / rv).toBeGreaterThan(0.3)
        expect(month / rv).toBeLessThan(3)
        const bands = at(series('derivatives/options_open_interest_moneyness', asset), t).o
        const oi = at(series('derivatives/options_open_interest_sum', asset), t).v
        expect(close(sum(bands), oi)).toBe(true)
      }),
      runs,
    )
  })

  it('keeps the bull/bear index in 0..1 with maturities in the spec’s order', () => {
    fc.assert(
      fc.property(pointOf('derivatives/options_bull_bear_index'), ({ asset, t }) => {
        const all = at(series('derivatives/options_bull_bear_index_all', asset), t).o
        expect(Object.keys(all)).toEqual(['aggregated', 'weekly', 'short', 'mid', 'long'])
        for (const value of Object.values(all)) {
          expect(value).toBeGreaterThanOrEqual(0)
          expect(value).toBeLessThanOrEqual(1)
        }
        const mid = at(series('derivatives/options_bull_bear_index', asset, { maturity: 'mid' }), t)
        expect(mid.v).toBe(all.mid)
        const rest = [all.weekly, all.short, all.mid, all.long].map((x) => x ?? NaN)
        expect(all.aggregated).toBeGreaterThanOrEqual(Math.min(...rest) - 1e-12)
        expect(all.aggregated).toBeLessThanOrEqual(Math.max(...rest) + 1e-12)
      }),
      runs,
    )
  })
})

describe('ETFs', () => {
  it('start at the real launch dates, with ten issuers whose sum is the total', () => {
    expect(first(series('institutions/us_spot_etf_balances_all', 'BTC'))).toBe(
      dateToUnix('2024-01-11'),
    )
    expect(first(series('institutions/us_spot_etf_flows_net', 'ETH'))).toBe(
      dateToUnix('2024-07-23'),
    )
    fc.assert(
      fc.property(pointOf('institutions/us_spot_etf_balances_all'), ({ asset, t }) => {
        const balances = at(series('institutions/us_spot_etf_balances_all', asset), t).o
        const flows = at(series('institutions/us_spot_etf_flows_all', asset), t).o
        expect(Object.keys(balances)).toHaveLength(11)
        expect(Object.keys(balances).at(-1)).toBe('total')
        expect(close(sum(balances, ['total']), balances.total ?? NaN)).toBe(true)
        expect(close(sum(flows, ['total']), flows.total ?? NaN)).toBe(true)
        const net = at(series('institutions/us_spot_etf_flows_net', asset), t).v
        expect(close(net, flows.total ?? NaN)).toBe(true)
        if (t > first(series('institutions/us_spot_etf_balances_all', asset))) {
          // Holdings are the running sum of flows.
          const before = at(series('institutions/us_spot_etf_balances_all', asset), t - DAY).o
          for (const [issuer, balance] of Object.entries(balances)) {
            expect(close(balance - (before[issuer] ?? 0), flows[issuer] ?? NaN, 1e-6)).toBe(true)
          }
        }
      }),
      runs,
    )
  })
})

describe('exchange flows', () => {
  it('net flow is inflow − outflow and the change of the exchange balance', () => {
    fc.assert(
      fc.property(
        pointOf('exchanges/netflow_sum'),
        fc.constantFrom(...(source.descriptor('exchanges/netflow_sum')?.parameters.e ?? [])),
        ({ asset, t }, e) => {
          const inflow = at(series('exchanges/inflow_sum', asset, { e }), t).v
          const outflow = at(series('exchanges/outflow_sum', asset, { e }), t).v
          const net = at(series('exchanges/netflow_sum', asset, { e }), t).v
          expect(inflow).toBeGreaterThanOrEqual(0)
          expect(outflow).toBeGreaterThanOrEqual(0)
          expect(close(net, inflow - outflow, 1e-9)).toBe(true)
          const balance = series('distribution/balance_exchanges', asset, { e })
          const change = at(balance, t).v - at(balance, t - DAY).v
          expect(Math.abs(net - change)).toBeLessThanOrEqual(1e-9 * Math.max(1, at(balance, t).v))
          const deposits = at(series('exchanges/deposits_count', asset, { e }), t).v
          expect(Number.isInteger(deposits)).toBe(true)
          expect(deposits > 0).toBe(inflow > 0)
        },
      ),
      runs,
    )
  })

  it('moves between exchanges no more than the sender sends or the receiver receives', () => {
    const names =
      source.descriptor('exchanges/inter_exchange_flows')?.parameters.from_exchange ?? []
    fc.assert(
      fc.property(
        pointOf('exchanges/inter_exchange_flows'),
        fc.constantFrom(...names),
        fc.constantFrom(...names),
        ({ asset, t }, from, to) => {
          const params = { from_exchange: from, to_exchange: to }
          const moved = at(series('exchanges/inter_exchange_flows', asset, params), t).v
          expect(moved).toBeGreaterThanOrEqual(0)
          if (from === to) expect(moved).toBe(0)
          expect(moved).toBeLessThanOrEqual(
            at(series('exchanges/outflow_sum', asset, { e: from }), t).v,
          )
          expect(moved).toBeLessThanOrEqual(
            at(series('exchanges/inflow_sum', asset, { e: to }), t).v,
          )
          const parts = at(series('exchanges/balance_by_exchange', asset), t).o
          const total = at(series('distribution/balance_exchanges', asset), t).v
          expect(close(sum(parts), total)).toBe(true)
        },
      ),
      runs,
    )
  })
})

describe('market extras', () => {
  it('keeps Bollinger bands ordered, trend scores in 0..1 and volatility windows in step', () => {
    fc.assert(
      fc.property(pointOf('market/price_trend_score'), ({ asset, t }) => {
        const { v, l, h } = at(series('market/price_bollinger_bands', asset), t).o
        expect(Object.keys(at(series('market/price_bollinger_bands', asset), t).o)).toEqual([
          'v',
          'l',
          'h',
        ])
        expect(l).toBeLessThanOrEqual(v ?? NaN)
        expect(v).toBeLessThanOrEqual(h ?? NaN)
        const trend = at(series('market/price_trend_score', asset), t).o
        expect(trend.score).toBeGreaterThanOrEqual(0)
        expect(trend.score).toBeLessThanOrEqual(1)
        expect(trend.price).toBe(at(series('market/price_usd_close', asset), t).v)
        const windows = at(series('market/realized_volatility_all', asset), t).o
        expect(Object.keys(windows)).toEqual(['1w', '2w', '1m', '3m', '6m', '1y'])
        expect(windows['3m']).toBe(at(series('market/realized_volatility_3_months', asset), t).v)
        for (const value of Object.values(windows)) expect(value).toBeGreaterThanOrEqual(0)
      }),
      runs,
    )
  })
})

describe('DeFi', () => {
  it('adds protocols, tokens and fee tiers up to their totals', () => {
    fc.assert(
      fc.property(pointOf('defi/total_value_locked_by_protocol'), ({ t }) => {
        const protocols = at(series('defi/total_value_locked_by_protocol', 'ETH'), t).o
        expect(close(sum(protocols), at(series('defi/total_value_locked', 'ETH'), t).v)).toBe(true)
        expect(at(series('defi/total_value_locked', 'AAVE'), t).v).toBe(protocols.aave)
        for (const asset of ['ETH', 'AAVE']) {
          const deposits = at(series('defi/lending_deposits_by_token', asset), t).o
          const borrows = at(series('defi/lending_borrows_by_token', asset), t).o
          expect(Object.keys(deposits).slice(0, 5)).toEqual(['ETH', 'WBTC', 'USDC', 'USDT', 'DAI'])
          const supplied = at(series('defi/lending_deposits_sum', asset), t).v
          expect(close(sum(deposits), supplied)).toBe(true)
          expect(close(sum(borrows), at(series('defi/lending_borrows_sum', asset), t).v)).toBe(true)
          for (const [token, value] of Object.entries(borrows)) {
            expect(value).toBeLessThanOrEqual(deposits[token] ?? NaN)
          }
        }
        const tiers = at(series('defi/dex_volume_by_fee_tier', 'ETH'), t).o
        expect(Object.keys(tiers)).toEqual(['0.01%', '0.05%', '0.3%', '1%'])
        expect(close(sum(tiers), at(series('defi/dex_volume_sum', 'ETH'), t).v)).toBe(true)
        const rates: Record<string, number> = {
          '0.01%': 1e-4,
          '0.05%': 5e-4,
          '0.3%': 3e-3,
          '1%': 1e-2,
        }
        const fees = Object.entries(tiers).reduce((a, [k, v]) => a + v * (rates[k] ?? NaN), 0)
        expect(close(fees, at(series('defi/dex_fees_sum', 'ETH'), t).v)).toBe(true)
      }),
      runs,
    )
  })

  it('splits stablecoin supply over networks exactly, and Ethereum’s share matches', () => {
    fc.assert(
      fc.property(pointOf('defi/stablecoin_supply_by_network'), ({ asset, t }) => {
        const networks = at(series('defi/stablecoin_supply_by_network', asset), t).o
        expect(close(sum(networks), at(series('supply/current', asset), t).v)).toBe(true)
        if (t >= first(series('defi/stablecoin_supply_by_stablecoin', 'ETH'))) {
          const onEthereum = at(series('defi/stablecoin_supply_by_stablecoin', 'ETH'), t).o
          expect(onEthereum[asset]).toBe(networks.ethereum)
          const total = at(series('defi/stablecoin_supply_sum', 'ETH'), t).v
          expect(close(sum(onEthereum), total)).toBe(true)
        }
      }),
      runs,
    )
  })
})
