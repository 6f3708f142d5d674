import type { MetricSource } from '../metrics/metricSource'
import { currentStep } from '../metrics/metricsApi'
import type { CloseOf } from './weekOnChain'

export interface BtcCloses {
  /** The close of a day (unix seconds at 00:00 UTC) as last loaded; undefined before a load. */
  closeOf: CloseOf
  /** Reads the closes again when the clock's day has changed (the source may be async). */
  load(): Promise<void>
}

/**
 * BTC daily closes from the app's metric source (`market/price_usd_close`, the price the app
 * itself charts), read once per day of the clock.
 */
export function btcCloses(source: MetricSource, clock: () => number): BtcCloses {
  let cached: { day: number; closes: Map<number, number> } | undefined
  return {
    closeOf: (daySeconds) => cached?.closes.get(daySeconds),
    async load() {
      const now = currentStep(clock())
      const day = Math.floor(now / 86_400)
      if (cached?.day === day) return
      const series = await source.series(
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
    },
  }
}
