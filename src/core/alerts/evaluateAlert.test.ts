import { describe, expect, it } from 'vitest'
import type { AlertRule } from './alertRule'
import { unarmedAlertState, type AlertState } from './alertState'
import { evaluateAlert } from './evaluateAlert'
import { previewAlert } from './previewAlert'

/*
 * Worked examples of every condition and repeat rule (docs/alerts.md, "Conditions and firing
 * rules"). `firedAt` runs the preview (armed at the first point) and answers the indexes of the
 * points that fired.
 */

const N = Number.NaN
const t0 = 1704067200 // 2024-01-01 00:00 UTC
const minutes10 = 600
const hour = 3600
const day = 86_400

function hourly(values: number[], step = hour) {
  return {
    t: Float64Array.from(values, (_, i) => t0 + i * step),
    v: Float64Array.from(values),
  }
}

function rule(partial: Partial<AlertRule> & Pick<AlertRule, 'condition'>): AlertRule {
  return {
    conditionValues: [10],
    conditionDuration: null,
    movingAverage: 0,
    repeat: 'every',
    ...partial,
  }
}

function firedAt(alert: AlertRule, series: { t: Float64Array; v: Float64Array }): number[] {
  return previewAlert(alert, series).firings.map((firing) => series.t.indexOf(firing.t))
}

describe('level conditions fire on crossing', () => {
  it('gt fires when a point rises above the level from at or below it', () => {
    expect(firedAt(rule({ condition: 'gt' }), hourly([5, 11, 12, 9, 15]))).toEqual([1, 4])
    // The level itself is not above it.
    expect(firedAt(rule({ condition: 'gt' }), hourly([9, 10, 10.5, 10, 10]))).toEqual([2])
  })

  it('the first point arms the alert: already above the level fires nothing', () => {
    expect(firedAt(rule({ condition: 'gt' }), hourly([11, 12, 9, 11]))).toEqual([3])
  })

  it('lt fires when a point falls below the level', () => {
    expect(firedAt(rule({ condition: 'lt' }), hourly([12, 9, 8, 11, 10, 9]))).toEqual([1, 5])
  })

  it('in fires on entering [low, high], bounds included', () => {
    const inside = rule({ condition: 'in', conditionValues: [10, 20] })
    expect(firedAt(inside, hourly([5, 10, 15, 21, 20, 25, 30, 5]))).toEqual([1, 4])
  })

  it('out fires on leaving [low, high]', () => {
    const outside = rule({ condition: 'out', conditionValues: [10, 20] })
    expect(firedAt(outside, hourly([15, 20, 21, 15, 10, 9, 5]))).toEqual([2, 5])
  })

  it('in and out with low equal to high: exactly on the level, and anywhere else', () => {
    const values = hourly([4, 5, 5, 6, 5])
    expect(firedAt(rule({ condition: 'in', conditionValues: [5, 5] }), values)).toEqual([1, 4])
    expect(firedAt(rule({ condition: 'out', conditionValues: [5, 5] }), values)).toEqual([3])
  })

  it('eq fires when the value reaches the level from either side, through it or onto it', () => {
    const level = rule({ condition: 'eq', conditionValues: [100] })
    // 99 → 101 crosses up; 101 → 100 reaches it from above; 100 → 100 and 100 → 102 leave it
    // without reaching it; 102 → 100 reaches it again.
    expect(firedAt(level, hourly([90, 99, 101, 100, 100, 102, 100, 98]))).toEqual([2, 3, 6])
    // Armed exactly on the level: the next move crosses nothing, the one after crosses.
    expect(firedAt(level, hourly([100, 101, 99]))).toEqual([2])
  })
})

describe('gaps', () => {
  it('NaN and ±Infinity are skipped: the crossing is read across the gap', () => {
    const values = hourly([5, N, 11, N, 12, 9, Infinity, 15, -Infinity])
    expect(firedAt(rule({ condition: 'gt' }), values)).toEqual([2, 7])
  })

  it('an alert is armed at its first point that is not a gap', () => {
    expect(firedAt(rule({ condition: 'gt' }), hourly([N, N, 12, 5, 11]))).toEqual([4])
  })

  it('a gap does not re-arm a satisfied condition', () => {
    expect(firedAt(rule({ condition: 'gt' }), hourly([5, 11, N, N, 12]))).toEqual([1])
  })
})

describe('percent conditions', () => {
  const up5in1h = rule({ condition: 'percent_up', conditionValues: [5], conditionDuration: '1h' })

  it('compare each point with the point conditionDuration earlier, and fire on crossing', () => {
    // Ten-minute points: the point an hour before 104 is the first 100 (+4%), before the first
    // 106 the second 100 (+6%: fires), then +6% again (still up: no new crossing).
    const series = hourly([100, 100, 100, 100, 100, 100, 104, 106, 106, 106], minutes10)
    const preview = previewAlert(up5in1h, series)
    expect(preview.firings).toEqual([{ t: t0 + 7 * minutes10, value: 106, change: 6 }])
    expect(preview.count).toBe(1)
  })

  it('exactly the percent fires (5% up from 100 is 105)', () => {
    expect(firedAt(up5in1h, hourly([100, 100, 105]))).toEqual([2])
    expect(firedAt(up5in1h, hourly([100, 100, 104.99]))).toEqual([])
  })

  it('percent_down fires on a fall of at least the percent', () => {
    const down = rule({ condition: 'percent_down', conditionValues: [10], conditionDuration: '1h' })
    expect(firedAt(down, hourly([100, 95, 85, 80, 90, 70]))).toEqual([2, 5])
  })

  it('with a missing point the reference is the latest valid one up to twice the window back', () => {
    // Hourly points at 0, 1, (2 missing), 3 h: for 3 h the hour before is missing, so the
    // reference is the point at 1 h (+10%); with 0 h and 1 h also missing there is none.
    const t = Float64Array.from([0, 1, 3].map((h) => t0 + h * hour))
    const percent = rule({ condition: 'percent_up', conditionValues: [5], conditionDuration: '1h' })
    const series = { t, v: Float64Array.from([100, 100, 110]) }
    expect(previewAlert(percent, series).firings).toEqual([
      { t: t0 + 3 * hour, value: 110, change: 10 },
    ])
    const lonely = { t: Float64Array.from([t0, t0 + 3 * hour]), v: Float64Array.from([100, 110]) }
    expect(previewAlert(percent, lonely).count).toBe(0)
  })

  it('a gap at the reference falls back to the valid point before it', () => {
    const percent = rule({ condition: 'percent_up', conditionValues: [5], conditionDuration: '1h' })
    // At 3 h the point an hour before is a gap: the reference is the one at 1 h.
    expect(firedAt(percent, hourly([100, 100, N, 106]))).toEqual([3])
  })

  it('on another resolution the reference is the latest point at least the window back', () => {
    // Daily points and today's point at 05:00: the 24 h reference is yesterday's midnight.
    const t = Float64Array.from([t0, t0 + day, t0 + 2 * day, t0 + 2 * day + 5 * hour])
    const daily = { t, v: Float64Array.from([100, 100, 103, 107]) }
    const up5in24h = rule({
      condition: 'percent_up',
      conditionValues: [5],
      conditionDuration: '24h',
    })
    const [firing, ...others] = previewAlert(up5in24h, daily).firings
    expect(others).toEqual([])
    expect(firing).toMatchObject({ t: t[3], value: 107 })
    expect(firing?.change).toBeCloseTo(7, 12)
  })

  it('measure the change against |reference|: up means the value rose, also below zero', () => {
    const up = rule({ condition: 'percent_up', conditionValues: [10], conditionDuration: '1h' })
    const down = { ...up, condition: 'percent_down' as const }
    const negative = hourly([-100, -100, -90, -100])
    expect(previewAlert(up, negative).firings).toEqual([
      { t: t0 + 2 * hour, value: -90, change: 10 },
    ])
    expect(firedAt(down, negative)).toEqual([3])
  })

  it('a change from zero has no percent: the point is skipped', () => {
    const up = rule({ condition: 'percent_up', conditionValues: [10], conditionDuration: '1h' })
    // 0 → 5 is skipped; 5 → 6 (+20%) is the first evaluated point (arms); 6 → 5 → 6.
    expect(firedAt(up, hourly([0, 5, 6, 5, 6]))).toEqual([4])
  })
})

describe('moving average', () => {
  it('ma_{n} watches the simple moving average of n points', () => {
    // Averages of 3: –, –, 9, 10, 11, 11. The raw series crosses 10 at the 4th point, the
    // average at the 5th.
    const values = hourly([9, 9, 9, 12, 12, 9])
    expect(firedAt(rule({ condition: 'gt' }), values)).toEqual([3])
    const averaged = previewAlert(rule({ condition: 'gt', movingAverage: 3 }), values)
    expect(averaged.firings).toEqual([{ t: t0 + 4 * hour, value: 11 }])
  })

  it('averages the last n valid points across gaps, none at a gap', () => {
    // Valid points 9, 9, 9, 12, 12: averages at points 3, 4 and 6: 9, 10, 11.
    const values = hourly([9, N, 9, 9, 12, N, 12])
    expect(firedAt(rule({ condition: 'gt', movingAverage: 3 }), values)).toEqual([6])
  })
})

describe('repeat', () => {
  // Crossings above 10 at the 2nd, 4th and 8th ten-minute points (10, 30 and 70 minutes).
  const series = hourly([5, 11, 5, 11, 5, 5, 5, 11], minutes10)

  it('every fires on each crossing', () => {
    expect(firedAt(rule({ condition: 'gt' }), series)).toEqual([1, 3, 7])
  })

  it('once fires on the first crossing and disables the alert', () => {
    expect(firedAt(rule({ condition: 'gt', repeat: 'once' }), series)).toEqual([1])
    const armed = evaluateAlert(unarmedAlertState, hourly([5], minutes10), {
      rule: rule({ condition: 'gt', repeat: 'once' }),
    }).nextState
    const result = evaluateAlert(armed, series, { rule: rule({ condition: 'gt', repeat: 'once' }) })
    expect(result.firings.map((f) => f.t)).toEqual([t0 + minutes10])
    expect(result.disable).toBe(true)
    expect(result.nextState.throughT).toBe(t0 + minutes10)
  })

  it('1h fires on a crossing at least an hour after the last firing, and drops the others', () => {
    // 10 min fires; 30 min is 20 minutes later (dropped); 70 min is an hour later (fires).
    expect(firedAt(rule({ condition: 'gt', repeat: '1h' }), series)).toEqual([1, 7])
  })

  it('24h fires at most once a day', () => {
    const hours = hourly([5, 11, ...Array<number>(22).fill(11), 5, 11, 5, 11])
    // Crossings at 1 h, 25 h (exactly 24 hours later: fires) and 27 h (dropped).
    expect(firedAt(rule({ condition: 'gt' }), hours)).toEqual([1, 25, 27])
    expect(firedAt(rule({ condition: 'gt', repeat: '24h' }), hours)).toEqual([1, 25])
  })
})

describe('evaluateAlert on ticks', () => {
  const gt10 = rule({ condition: 'gt' })

  it('arms at the newest point: nothing fires, the state holds what the condition read', () => {
    const result = evaluateAlert(unarmedAlertState, hourly([5, 11, 12]), { rule: gt10 })
    // The newest point's period is open: it is read again on later ticks, so only the points
    // before it count as looked at.
    expect(result).toEqual({
      firings: [],
      nextState: { throughT: t0 + hour, lastValue: 12, lastSatisfied: true, lastFiredAt: null },
      disable: false,
    })
  })

  it('arms past a trailing gap at the newest point, reading the last valid one', () => {
    const result = evaluateAlert(unarmedAlertState, hourly([5, N]), { rule: gt10 })
    expect(result.nextState).toEqual({
      throughT: t0,
      lastValue: 5,
      lastSatisfied: false,
      lastFiredAt: null,
    })
  })

  it('stays unarmed on an empty series; armed with nothing readable, the next point arms', () => {
    const empty = { t: new Float64Array(0), v: new Float64Array(0) }
    expect(evaluateAlert(unarmedAlertState, empty, { rule: gt10 }).nextState).toBe(
      unarmedAlertState,
    )
    const onlyGaps = evaluateAlert(unarmedAlertState, hourly([N, N]), { rule: gt10 }).nextState
    expect(onlyGaps).toMatchObject({ throughT: t0, lastValue: null })
    expect(evaluateAlert(onlyGaps, hourly([N, N, 12, 5, 11]), { rule: gt10 }).firings).toEqual([
      { t: t0 + 4 * hour, value: 11 },
    ])
  })

  it('evaluates every new point of a tick in order, and only the new ones', () => {
    const armed = evaluateAlert(unarmedAlertState, hourly([5, 11]), { rule: gt10 }).nextState
    const result = evaluateAlert(armed, hourly([5, 11, 9, 12, 8, 13]), { rule: gt10 })
    expect(result.firings.map((f) => f.t)).toEqual([t0 + 3 * hour, t0 + 5 * hour])
    // 13 is the open point: it fired, and the next tick compares with 8 again.
    expect(result.nextState).toEqual({
      throughT: t0 + 4 * hour,
      lastValue: 8,
      lastSatisfied: false,
      lastFiredAt: t0 + 5 * hour,
    })
  })

  it('answers the same state when no point closed and the open one does not fire', () => {
    const state: AlertState = {
      throughT: t0,
      lastValue: 5,
      lastSatisfied: false,
      lastFiredAt: null,
    }
    const result = evaluateAlert(state, hourly([5, 9]), { rule: gt10 })
    expect(result).toEqual({ firings: [], nextState: state, disable: false })
    expect(result.nextState).toBe(state)
  })

  it('a snoozed alert records its crossings without firing them', () => {
    const state: AlertState = {
      throughT: t0,
      lastValue: 5,
      lastSatisfied: false,
      lastFiredAt: null,
    }
    const series = hourly([5, 11, 5, 11])
    const snoozedUntil = t0 + 2 * hour
    const result = evaluateAlert(state, series, { rule: { ...gt10, repeat: 'once' }, snoozedUntil })
    expect(result.firings.map((f) => f.t)).toEqual([t0 + 3 * hour])
    expect(result.disable).toBe(true)
  })

  it('throws on a malformed rule (the schemas keep them out)', () => {
    const series = hourly([5])
    const bad = [
      rule({ condition: 'in', conditionValues: [5] }),
      rule({ condition: 'in', conditionValues: [5, 1] }),
      rule({ condition: 'gt', conditionValues: [N] }),
      rule({ condition: 'percent_up', conditionValues: [5] }),
      rule({ condition: 'gt', conditionDuration: '1h' }),
      rule({ condition: 'gt', movingAverage: 1.5 }),
    ]
    for (const alert of bad) {
      expect(() => evaluateAlert(unarmedAlertState, series, { rule: alert })).toThrow(RangeError)
    }
  })
})

describe('previewAlert', () => {
  it('since arms at the first point from then on; earlier points feed the average', () => {
    const values = hourly([20, 20, 20, 5, 11, 5, 11])
    const alert = rule({ condition: 'gt', movingAverage: 2 })
    // Averages of 2: –, 20, 20, 12.5, 8, 8, 8: armed at 12.5 (above), so nothing fires.
    expect(previewAlert(alert, values, { since: t0 + 3 * hour }).count).toBe(0)
    expect(previewAlert(rule({ condition: 'gt' }), values, { since: t0 + 3 * hour }).count).toBe(2)
  })
})
