import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { propertyRuns } from '@/core/testing/propertyRuns'
import type { TimeSeries } from '../series/align'
import type { AlertRule } from './alertRule'
import { unarmedAlertState, type AlertState } from './alertState'
import { evaluateAlert } from './evaluateAlert'
import { evaluateAlerts } from './evaluateAlerts'
import type { AlertFiring } from './evaluatePoints'
import { previewAlert, stepsFitSeries } from './previewAlert'
import { caseArbitrary, prefix } from './testing/alertArbitraries'

/*
 * The open period (docs/alerts.md, "Open periods"): the newest point of a series is read on
 * every tick while its period is open and fires at most once per period; a point first seen
 * closed fires as it closes; the preview, given the steps inside each period, counts a crossing
 * within a period where a tick would have fired it.
 */

const day = 86_400
const hour = 3600
const d0 = 1767225600 // 2026-01-01 00:00 UTC
const gt110: AlertRule = {
  condition: 'gt',
  conditionValues: [110],
  conditionDuration: null,
  movingAverage: 0,
  repeat: 'every',
}

/** Daily points from d0: `closed` final values, then today's value as it is now. */
function daily(closed: number[], today?: number): TimeSeries {
  const values = today === undefined ? closed : [...closed, today]
  return {
    t: Float64Array.from(values, (_, i) => d0 + i * day),
    v: Float64Array.from(values),
  }
}

/** Evaluates tick after tick from `state`; answers the firings and the last state. */
function ticks(
  rule: AlertRule,
  state: AlertState,
  reads: { series: TimeSeries; readAt?: number; snoozedUntil?: number }[],
) {
  const firings: AlertFiring[] = []
  for (const read of reads) {
    const result = evaluateAlert(state, read.series, { rule, ...read })
    firings.push(...result.firings)
    state = result.nextState
    if (result.disable) break
  }
  return { firings, state }
}

describe('the open period on ticks', () => {
  const armed = evaluateAlert(unarmedAlertState, daily([100, 105], 104), { rule: gt110 }).nextState

  it('fires within the open day when its value crosses, once per day, and again on a later day', () => {
    const { firings } = ticks(gt110, armed, [
      { series: daily([100, 105], 108) },
      { series: daily([100, 105], 111) },
      { series: daily([100, 105], 109) },
      { series: daily([100, 105], 112) },
      // The day closed at 109 (below): the next day's 111 crosses again.
      { series: daily([100, 105, 109], 108) },
      { series: daily([100, 105, 109], 111) },
      { series: daily([100, 105, 109, 113], 114) },
    ])
    expect(firings).toEqual([
      { t: d0 + 2 * day, value: 111 },
      { t: d0 + 3 * day, value: 111 },
    ])
  })

  it('a period that fired while open does not fire again as it closes above the level', () => {
    const { firings, state } = ticks(gt110, armed, [
      { series: daily([100, 105], 111) },
      { series: daily([100, 105, 112], 113) },
    ])
    expect(firings).toEqual([{ t: d0 + 2 * day, value: 111 }])
    expect(state).toEqual({
      throughT: d0 + 2 * day,
      lastValue: 112,
      lastSatisfied: true,
      lastFiredAt: d0 + 2 * day,
    })
  })

  it('a closed period fires as it closes when its crossing was not seen while it was open', () => {
    // Last read at 108, the day closed at 111: the next tick reads the closed day and fires it.
    const { firings } = ticks(gt110, armed, [
      { series: daily([100, 105], 108) },
      { series: daily([100, 105, 111], 104) },
    ])
    expect(firings).toEqual([{ t: d0 + 2 * day, value: 111 }])
    // Several closed periods in one tick (the server was down): each is read in order.
    const late = ticks(gt110, armed, [{ series: daily([100, 105, 111, 100, 112], 100) }])
    expect(late.firings.map((f) => f.t)).toEqual([d0 + 2 * day, d0 + 4 * day])
  })

  it('an alert saved above the level does not fire in the day it was saved', () => {
    const above = evaluateAlert(unarmedAlertState, daily([100, 105], 111), {
      rule: gt110,
    }).nextState
    const { firings } = ticks(gt110, above, [
      { series: daily([100, 105], 109) },
      { series: daily([100, 105], 112) },
      { series: daily([100, 105, 109], 111) },
    ])
    // Not the 112 of the day it was saved above the level; the next day's 111 after a close of 109.
    expect(firings).toEqual([{ t: d0 + 3 * day, value: 111 }])
  })

  it('once turns the alert off at its firing within the open period', () => {
    const result = evaluateAlert(armed, daily([100, 105], 111), {
      rule: { ...gt110, repeat: 'once' },
    })
    expect(result.firings).toEqual([{ t: d0 + 2 * day, value: 111 }])
    expect(result.disable).toBe(true)
  })

  it('a snooze ends by the clock: a crossing read after it fires within the same day', () => {
    const snoozedUntil = d0 + 2 * day + 15 * hour
    const today = daily([100, 105], 111)
    const { firings } = ticks(gt110, armed, [
      { series: today, readAt: d0 + 2 * day + 14 * hour, snoozedUntil },
      { series: today, readAt: d0 + 2 * day + 16 * hour, snoozedUntil },
    ])
    expect(firings).toEqual([{ t: d0 + 2 * day, value: 111 }])
  })

  it('the batch form reads the open point as evaluateAlert does', () => {
    const readAt = d0 + 2 * day + 10 * hour
    const series = [daily([100, 105], 111), daily([100, 105, 111], 99)]
    const items = [
      { rule: gt110, state: armed, series: 0 },
      { rule: { ...gt110, movingAverage: 2 }, state: armed, series: 0 },
      { rule: gt110, state: armed, series: 1, snoozedUntil: readAt + 1 },
      { rule: gt110, state: unarmedAlertState, series: 1 },
    ]
    const alone = items.map((item) =>
      evaluateAlert(item.state, series[item.series] as TimeSeries, { ...item, readAt }),
    )
    expect(evaluateAlerts(items, series, readAt)).toEqual(alone)
    expect(alone[0]?.firings).toEqual([{ t: d0 + 2 * day, value: 111 }])
  })
})

/** Ten-minute steps inside day `i` of `daily`, with these values. */
function stepsOf(days: { day: number; values: number[] }[]): TimeSeries {
  const t: number[] = []
  const v: number[] = []
  for (const { day: i, values } of days) {
    values.forEach((value, j) => {
      t.push(d0 + i * day + j * 600)
      v.push(value)
    })
  }
  return { t: Float64Array.from(t), v: Float64Array.from(v) }
}

describe('the preview with the steps inside each period', () => {
  // Day 2 went to 111 in the day and closed at 109; day 4 closed at 112.
  const series = daily([100, 105, 109, 104, 112])
  const steps = stepsOf([
    { day: 1, values: [101, 105] },
    { day: 2, values: [106, 111, 109] },
    { day: 3, values: [108, 104] },
    { day: 4, values: [106, 109, 112] },
  ])

  it('counts a crossing inside a day where a tick would have fired it', () => {
    expect(previewAlert(gt110, series, { steps }).firings).toEqual([
      { t: d0 + 2 * day, value: 111 },
      { t: d0 + 4 * day, value: 112 },
    ])
    // Read at each day's final value, the crossing within day 2 is not there.
    expect(previewAlert(gt110, series).firings).toEqual([{ t: d0 + 4 * day, value: 112 }])
  })

  it('counts a closed-period crossing at the same day either way', () => {
    const closes = daily([100, 105, 111])
    const inside = stepsOf([{ day: 2, values: [106, 108, 111] }])
    expect(previewAlert(gt110, closes, { steps: inside }).firings).toEqual(
      previewAlert(gt110, closes).firings,
    )
  })

  it('uses the steps only where they are the periods’ closes', () => {
    expect(stepsFitSeries(series, steps)).toBe(true)
    // A sum over the day does not end on its last step.
    const sums = daily([100, 105, 226, 104, 112])
    expect(stepsFitSeries(sums, steps)).toBe(false)
    expect(stepsFitSeries(series, stepsOf([]))).toBe(false)
  })
})

describe('the preview against the ticks', () => {
  /** Values a period's point takes while open, one list per period after the first. */
  const withSteps = caseArbitrary.chain((c) =>
    fc
      .array(fc.array(fc.integer({ min: -12, max: 12 }), { maxLength: 3 }), {
        minLength: c.series.t.length,
        maxLength: c.series.t.length,
      })
      .map((inside) => ({ ...c, inside })),
  )

  it('fires where ticks reading each open period at each of its steps fire', () => {
    fc.assert(
      fc.property(withSteps, ({ rule, series, step, inside }) => {
        const { t, v } = series
        const n = t.length
        if (n === 0) return
        const stepT: number[] = []
        const stepV: number[] = []
        const reads: { series: TimeSeries; readAt: number }[] = []
        for (let k = 1; k < n; k += 1) {
          const from = t[k] as number
          const end = t[k + 1] ?? from + step
          const values = inside[k] ?? []
          values.forEach((value, j) => {
            const at = from + ((end - from) * j) / (values.length + 1)
            stepT.push(at)
            stepV.push(value)
            const tick = { t: t.subarray(0, k + 1), v: Float64Array.from(v.subarray(0, k + 1)) }
            tick.v[k] = value
            reads.push({ series: tick, readAt: at })
          })
          // The period's last read while open is its final value.
          reads.push({ series: prefix(series, k + 1), readAt: end - 1 })
        }
        const start = evaluateAlert(unarmedAlertState, prefix(series, 1), { rule }).nextState
        const steps = { t: Float64Array.from(stepT), v: Float64Array.from(stepV) }
        expect(ticks(rule, start, reads).firings).toEqual(
          previewAlert(rule, series, { steps }).firings,
        )
      }),
      { numRuns: propertyRuns(300) },
    )
  })
})
