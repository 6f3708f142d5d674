import type { AlertNotice } from '@/core/alerts/alertNotice'

/** A firing of "BTC above 100,000" as the outbox hands it to a channel, for senders' tests. */
export function testNotice(overrides: Partial<AlertNotice> = {}): AlertNotice {
  return {
    firingId: 'firing-1',
    alert: {
      uuid: '0b7f3c1e-5d0a-4c53-9a55-3f0c7e2f9a10',
      name: 'BTC above 100k',
      metricName: 'Price',
      path: 'market/price_usd_close',
      source: null,
      asset: 'BTC',
      resolution: '24h',
      condition: 'gt',
      conditionValues: [100_000],
      conditionDuration: null,
    },
    value: 101_234,
    t: 1_764_000_000,
    firedAt: 1_764_000_100_000,
    test: false,
    ...overrides,
  }
}
