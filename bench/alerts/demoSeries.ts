import type { AlertInterval } from '../../src/core/alerts/alertRule'
import type { TimeSeries } from '../../src/core/series/align'
import { createDemoSource } from '../../server/demo/demoSource'

/*
 * The series the alert benchmark watches: whole histories from the demo dataset, as the server
 * would hand them to the evaluator. The metrics traders set alerts on come first (prices, market
 * cap, MVRV, SOPR, NUPL, exchange flows, funding, open interest), at every alert resolution they
 * have, then the other value metrics at 24h, asset by asset, until there are enough.
 */

export interface WatchedSeries {
  label: string
  resolution: AlertInterval
  series: TimeSeries
}

/** A fixed clock, so every run measures the same points: 2026-11-20 00:00 UTC. */
export const benchNow = Date.UTC(2026, 10, 20) / 1000

const favourites = [
  /^market\/price_usd_close$/,
  /^market\/marketcap_usd$/,
  /^market\/mvrv/,
  /sopr/,
  /net_unrealized_profit_loss|nupl/,
  /exchange.*(flow|inflow|outflow|netflow)|(inflow|outflow|netflow).*exchange/,
  /funding_rate/,
  /open_interest/,
]
const alertResolutions: readonly AlertInterval[] = ['10m', '1h', '24h']

export function demoSeries(count: number): WatchedSeries[] {
  const source = createDemoSource()
  const values = source.descriptors().filter((d) => d.shape === 'value')
  const rank = (path: string) => {
    const index = favourites.findIndex((pattern) => pattern.test(path))
    return index === -1 ? favourites.length : index
  }
  const ordered = [...values].sort((a, b) => rank(a.path) - rank(b.path))
  const picked: WatchedSeries[] = []
  for (const descriptor of ordered) {
    const params = Object.fromEntries(
      Object.entries(descriptor.parameters).flatMap(([name, options]) =>
        options[0] === undefined ? [] : [[name, options[0]]],
      ),
    )
    const favourite = rank(descriptor.path) < favourites.length
    const resolutions = alertResolutions.filter(
      (r) => descriptor.resolutions.includes(r) && (favourite || r === '24h'),
    )
    for (const resolution of resolutions) {
      for (const asset of descriptor.assets) {
        if (picked.length === count) return picked
        const columns = source.series(
          descriptor.path,
          {
            asset,
            interval: resolution,
            currency: descriptor.currencies.includes('usd') ? 'usd' : 'native',
            params,
          },
          benchNow,
        )
        if (columns.v === undefined || columns.t.length < 2) continue
        picked.push({
          label: `${descriptor.path} ${asset} ${resolution}`,
          resolution,
          series: { t: columns.t, v: columns.v },
        })
      }
    }
  }
  if (picked.length < count) throw new Error(`Only ${picked.length} demo series, not ${count}`)
  return picked
}
