import { describe, expect, it } from 'vitest'
import {
  periodRuleText,
  previewCountText,
  previewData,
  previewReadingText,
  previewSeconds,
} from './alertPreviewData'

const day = 86_400

/** Two years of daily points, rising by 1 a day from 0. */
function rising() {
  const n = 730
  const t = new Float64Array(n)
  const v = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    t[i] = 1_600_000_000 + i * day
    v[i] = i % 100
  }
  return { t, v }
}

describe('previewData', () => {
  it('counts the crossings of the last year only, each with its time and value', () => {
    const series = rising()
    const preview = previewData(
      {
        condition: 'gt',
        conditionValues: [50],
        conditionDuration: null,
        movingAverage: 0,
        repeat: 'every',
      },
      series,
      '24h',
    )
    const last = series.t[series.t.length - 1] as number
    expect(preview?.from).toBe(last - previewSeconds)
    // The sawtooth crosses 50 once per 100 days: 3 or 4 times in 365 days.
    expect(preview?.firings.every((f) => f.t > last - previewSeconds && f.value === 51)).toBe(true)
    expect(preview?.count).toBe(preview?.firings.length)
    expect(preview?.count).toBeGreaterThanOrEqual(3)
    expect(preview?.levels).toEqual([50])
    expect(preview?.watched).toBeNull()
    expect(preview?.reading).toBe('final')
  })

  it('stops a once alert at its first firing, and draws no level for percent conditions', () => {
    const series = rising()
    const once = previewData(
      {
        condition: 'gt',
        conditionValues: [50],
        conditionDuration: null,
        movingAverage: 0,
        repeat: 'once',
      },
      series,
      '24h',
    )
    expect(once?.count).toBe(1)
    const percent = previewData(
      {
        condition: 'percent_up',
        conditionValues: [5],
        conditionDuration: '24h',
        movingAverage: 7,
        repeat: 'every',
      },
      series,
      '24h',
    )
    expect(percent?.levels).toEqual([])
    expect(percent?.watched?.length).toBe(series.t.length)
    expect(percent?.watched?.[10]).toBeCloseTo((4 + 5 + 6 + 7 + 8 + 9 + 10) / 7)
  })

  it('reads each day at its 10-minute steps when they are the days’ closes', () => {
    // Daily closes below 50 but for the last day; one day went above 50 within it.
    const t0 = 1_700_006_400
    const closes = [40, 45, 48, 44, 52]
    const series = {
      t: Float64Array.from(closes, (_, i) => t0 + i * day),
      v: Float64Array.from(closes),
    }
    const inside = [
      [38, 40],
      [43, 45],
      [47, 53, 48],
      [46, 44],
      [50, 52],
    ]
    const steps = {
      t: Float64Array.from(
        inside.flatMap((values, i) => values.map((_, j) => t0 + i * day + j * 600)),
      ),
      v: Float64Array.from(inside.flat()),
    }
    const rule = {
      condition: 'gt' as const,
      conditionValues: [50],
      conditionDuration: null,
      movingAverage: 0,
      repeat: 'every' as const,
    }
    const read = previewData(rule, series, '24h', steps)
    expect(read?.reading).toBe('steps')
    expect(read?.firings).toEqual([
      { t: t0 + 2 * day, value: 53 },
      { t: t0 + 4 * day, value: 52 },
    ])
    // Steps that are not the closes (a sum over the day) are not read: final values, said so.
    const sums = { t: steps.t, v: steps.v.map((x) => x / 2) }
    const final = previewData(rule, series, '24h', sums)
    expect(final?.reading).toBe('final')
    expect(final?.firings).toEqual([{ t: t0 + 4 * day, value: 52 }])
    expect(previewReadingText('final', '24h')).toMatch(/^Counted at each day’s final value/)
    expect(previewData(rule, series, '10m', steps)?.reading).toBe('points')
  })

  it('states the period rule in one sentence', () => {
    expect(periodRuleText('24h')).toBe(
      'The current day is checked every 10 minutes as it moves; the alert fires at most once a day.',
    )
    expect(periodRuleText('1w')).toMatch(/at most once a week\.$/)
  })

  it('says the count in words', () => {
    expect(previewCountText(1)).toBe('Would have fired 1 time in the last year')
    expect(previewCountText(7)).toBe('Would have fired 7 times in the last year')
    expect(previewCountText(0)).toBe('Would have fired 0 times in the last year')
  })
})
