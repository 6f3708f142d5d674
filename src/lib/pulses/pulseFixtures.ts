import type { PulseMessage } from '@/core/api/pulses'

/** A firing as the pulse socket sends it, for the pulse client's tests. */
export const alertPulseMessage: PulseMessage = {
  type: 'alert',
  alert: {
    uuid: 'a1',
    name: 'BTC above 100k',
    metricName: 'Price',
    path: 'market/price_usd_close',
    asset: 'BTC',
    resolution: '24h',
    condition: 'gt',
    conditionValues: [100_000],
  },
  value: 101_234,
  t: 1_764_081_000,
  firingId: 'f1',
  test: false,
  url: '/charts/price_usd_close?a=BTC&alert=a1',
}
