import { describe, expect, it } from 'vitest'
import { previewCountText, previewData, previewSeconds } from './alertPreviewData'

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
    )
    const last = series.t[series.t.length - 1] as number
    expect(preview?.from).toBe(last - previewSeconds)
    // The sawtooth crosses 50 once per 100 days: 3 or 4 times in 365 days.
    expect(preview?.firings.every((f) => f.t > last - previewSeconds && f.value === 51)).toBe(true)
    expect(preview?.count).toBe(preview?.firings.length)
    expect(preview?.count).toBeGreaterThanOrEqual(3)
    expect(preview?.levels).toEqual([50])
    expect(preview?.watched).toBeNull()
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
    )
    expect(percent?.levels).toEqual([])
    expect(percent?.watched?.length).toBe(series.t.length)
    expect(percent?.watched?.[10]).toBeCloseTo((4 + 5 + 6 + 7 + 8 + 9 + 10) / 7)
  })

  it('says the count in words', () => {
    expect(previewCountText(1)).toBe('Would have fired 1 time in the last year')
    expect(previewCountText(7)).toBe('Would have fired 7 times in the last year')
    expect(previewCountText(0)).toBe('Would have fired 0 times in the last year')
  })
})
