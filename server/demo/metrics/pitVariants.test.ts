import { describe, expect, it } from 'vitest'
import { createDemoSource } from '../demoSource'
import { DAY } from '../time'

const source = createDemoSource()
const query = { asset: 'BTC', interval: '24h' as const, currency: 'native' as const, params: {} }
// 2025-06-01T12:00Z: June 1st is open, May 31st closed at midnight.
const now = Date.UTC(2025, 5, 1, 12) / 1000
const today = Math.floor(now / DAY) * DAY

describe('point-in-time variants of the demo catalog', () => {
  for (const base of ['indicators/sopr', 'indicators/net_unrealized_profit_loss', 'market/mvrv']) {
    const path = `${base}_pit`

    it(`${path}: each day as computed when it closed, with computed_at, never today's`, () => {
      expect(source.descriptor(path)).toMatchObject({ shape: 'object', resolutions: ['24h'] })
      const pit = source.series(path, query, now)
      const v = pit.o?.v ?? new Float64Array(0)
      const computedAt = pit.o?.computed_at ?? new Float64Array(0)
      expect(pit.t[pit.t.length - 1]).toBe(today - DAY)
      expect(Array.from(computedAt.subarray(-3))).toEqual([today - 2 * DAY, today - DAY, today])
      // The model run at each day's close gives the value the variant keeps for that day.
      for (const daysAgo of [1, 2, 30, 400]) {
        const day = today - daysAgo * DAY
        const atClose = source.series(base, query, day + DAY)
        const index = Array.from(pit.t).indexOf(day)
        expect(v[index]).toBe(atClose.v?.[Array.from(atClose.t).indexOf(day)])
        expect(computedAt[index]).toBe(day + DAY)
      }
    })

    it(`${path}: a point never changes once computed, while the base's open day moves`, () => {
      const later = now + 6 * 3600
      const baseNow = source.series(base, query, now)
      const baseLater = source.series(base, query, later)
      expect(baseNow.t[baseNow.t.length - 1]).toBe(today)
      expect(baseLater.v?.[baseLater.v.length - 1]).not.toBe(baseNow.v?.[baseNow.v.length - 1])
      expect(source.series(path, query, later)).toEqual(source.series(path, query, now))
    })
  }
})
