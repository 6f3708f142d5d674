import type { MetricSource } from '../metrics/metricSource'
import { currentStep } from '../metrics/metricsApi'
import type { CloseOf } from './weekOnChain'

/**
 * BTC daily closes from the app's metric source (`market/price_usd_close`, the price the app
 * itself charts), read once per day of the clock.
 */
export function btcCloses(source: MetricSource, clock: () => number): CloseOf {
  let cached: { day: number; closes: Map<number, number> } | undefined
  return (daySeconds) => {
    const now = currentStep(clock())
    const day = Math.floor(now / 86_400)
    if (cached?.day !== day) {
      const series = source.series(
        'market/price_usd_close',
        { asset: 'BTC', interval: '24h', currency: 'usd', params: {} },
        now,
      )
      const closes = new Map<number, number>()
      series.t.forEach((t, i) => {
        const value = series.v?.[i]
        if (value !== undefined && Number.isFinite(value)) closes.set(t, value)
      })
      cached = { day, closes }
    }
    return cached.closes.get(daySeconds)
  }
}
