import { describe, expect, it } from 'vitest'
import {
  describeCondition,
  describeNotice,
  type AlertNotice,
  type NoticeAlert,
} from './alertNotice'

/*
 * The numbers of an alert's texts (push, Telegram, email, webhook, the app's toast and history)
 * are written as everywhere else a reader sees one: at most 6 significant digits, never an
 * integer digit dropped.
 */

const alert: NoticeAlert = {
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
}

function notice(value: number, overrides: Partial<NoticeAlert> = {}): AlertNotice {
  return {
    firingId: 'firing-1',
    alert: { ...alert, ...overrides },
    value,
    t: 1_764_000_000,
    // Recorded once the day had closed: the text gives the point's time.
    firedAt: (1_764_000_000 + 86_400 + 100) * 1000,
    test: false,
  }
}

describe('alert texts', () => {
  it('round the value that fired to 6 significant digits', () => {
    expect(describeNotice(notice(102398.95373486)).body).toBe(
      'BTC Price: 102,399 (above 100,000) at 2025-11-24 16:00 UTC',
    )
    expect(describeNotice(notice(1.0041234, { conditionValues: [1] })).body).toContain(
      ': 1.00412 (above 1)',
    )
  })

  it('keep every integer digit of large values and levels', () => {
    const big = notice(1_234_567_890, { conditionValues: [1_234_500_000] })
    expect(describeNotice(big).body).toContain(': 1,234,567,890 (above 1,234,500,000)')
  })

  it('write small levels and percent changes with their significant digits', () => {
    expect(
      describeCondition({ ...alert, condition: 'lt', conditionValues: [0.000123456789] }),
    ).toBe('below 0.000123457')
    const percent = notice(-5.123456, { condition: 'percent_down', conditionValues: [5] })
    expect(describeNotice(percent).body).toContain(': -5.12346% (down 5% in 24h)')
  })
})
