import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { propertyRuns } from '@/core/testing/propertyRuns'
import { alertRepeatSeconds, type AlertRule } from './alertRule'
import { unarmedAlertState, type AlertState } from './alertState'
import { evaluateAlert } from './evaluateAlert'
import { evaluateAlerts, type AlertBatchItem } from './evaluateAlerts'
import type { AlertFiring } from './evaluatePoints'
import { previewAlert } from './previewAlert'
import {
  caseArbitrary,
  prefix,
  ruleArbitrary,
  seriesArbitrary,
  stepArbitrary,
} from './testing/alertArbitraries'
import { naiveFirings, naiveMovingAverage } from './testing/naiveAlert'

/*
 * The evaluator against the naive reference (testing/naiveAlert.ts) over random series with
 * gaps, and against itself: a tick of many points equals those points one tick at a time, and
 * the batch form equals each alert alone.
 */

describe('the evaluator against the naive reference', () => {
  it('fires where the reference does: crossings, in/out bounds, percent windows, ma_{n}, repeat', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ rule, series }) => {
        expect(previewAlert(rule, series).firings).toEqual(naiveFirings(rule, series.t, series.v))
      }),
      { numRuns: propertyRuns(400) },
    )
  })

  it('reads ma_{n} as the same rule over the moving average of the series', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ rule, series }) => {
        const averaged = {
          t: series.t,
          v: Float64Array.from(naiveMovingAverage(series.v, rule.movingAverage)),
        }
        const raw = { ...rule, movingAverage: 0 }
        expect(previewAlert(rule, series)).toEqual(previewAlert(raw, averaged))
      }),
      { numRuns: propertyRuns(100) },
    )
  })
})

/** Arms on the first `armAt` points, then feeds the rest as `ticks` (lengths of the series). */
function feed(
  rule: AlertRule,
  series: ReturnType<typeof prefix>,
  armAt: number,
  ticks: number[],
  snoozedUntil?: number,
) {
  let state: AlertState = evaluateAlert(unarmedAlertState, prefix(series, armAt), {
    rule,
  }).nextState
  const firings: AlertFiring[] = []
  let disable = false
  for (const length of ticks) {
    const result = evaluateAlert(state, prefix(series, length), { rule, snoozedUntil })
    firings.push(...result.firings)
    state = result.nextState
    if (result.disable) {
      disable = true
      break
    }
  }
  return { firings, state, disable }
}

const splitArbitrary = caseArbitrary.chain(
  (c) =>
    fc.record({
      ...Object.fromEntries(Object.entries(c).map(([k, x]) => [k, fc.constant(x)])),
      armAt: fc.integer({ min: 1, max: Math.max(1, c.series.t.length) }),
      snooze: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
    }) as fc.Arbitrary<typeof c & { armAt: number; snooze: number | undefined }>,
)

describe('ticks', () => {
  it('a tick of several new points equals the same points one tick at a time', () => {
    fc.assert(
      fc.property(splitArbitrary, ({ rule, series, step, armAt, snooze }) => {
        const n = series.t.length
        const snoozedUntil = snooze === undefined ? undefined : (series.t[0] ?? 0) + snooze * step
        const oneTick = feed(rule, series, armAt, [n], snoozedUntil)
        const steps = Array.from({ length: Math.max(0, n - armAt) }, (_, i) => armAt + i + 1)
        const pointByPoint = feed(rule, series, armAt, steps, snoozedUntil)
        expect(pointByPoint.firings).toEqual(oneTick.firings)
        expect(pointByPoint.disable).toBe(oneTick.disable)
        // A `once` alert that fired is turned off, and armed afresh when it is turned on: its
        // state is kept only while it runs (one tick may have closed the point that fired,
        // the other read it while it was the open one).
        if (!oneTick.disable) expect(pointByPoint.state).toEqual(oneTick.state)
      }),
      { numRuns: propertyRuns(300) },
    )
  })

  it('an alert armed at a point then fires as the preview does after it (repeat every)', () => {
    fc.assert(
      fc.property(splitArbitrary, ({ rule, series, armAt }) => {
        const every = { ...rule, repeat: 'every' as const }
        const armedAt = series.t[armAt - 1] ?? -Infinity
        const later = previewAlert(every, series).firings.filter((f) => f.t > armedAt)
        expect(feed(every, series, armAt, [series.t.length]).firings).toEqual(later)
      }),
      { numRuns: propertyRuns(200) },
    )
  })

  it('arming fires nothing and has looked at the points before the newest, open one', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ rule, series }) => {
        const result = evaluateAlert(unarmedAlertState, series, { rule })
        expect(result.firings).toEqual([])
        const { t } = series
        const before = t.length >= 2 ? t.at(-2) : t.length === 1 ? (t[0] as number) - 1 : null
        expect(result.nextState.throughT).toBe(before)
      }),
      { numRuns: propertyRuns(100) },
    )
  })
})

describe('the batch form', () => {
  const batchArbitrary = stepArbitrary.chain((step) =>
    fc.record({
      series: fc.array(seriesArbitrary(step, 40), { minLength: 1, maxLength: 3 }),
      alerts: fc.array(
        fc.record({
          rule: ruleArbitrary(step),
          seriesPick: fc.nat(),
          armAtPick: fc.nat(),
          fresh: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, fc.constant(true)),
          snooze: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
        }),
        // Enough alerts that several share a series and a period, armed at different points.
        { maxLength: 20 },
      ),
      step: fc.constant(step),
    }),
  )

  it('answers for each alert what evaluateAlert answers for it alone', () => {
    fc.assert(
      fc.property(batchArbitrary, ({ series, alerts, step }) => {
        const items: AlertBatchItem[] = alerts.map((alert) => {
          const index = alert.seriesPick % series.length
          const full = series[index] as (typeof series)[number]
          const armAt = alert.armAtPick % (full.t.length + 1)
          const state = alert.fresh
            ? unarmedAlertState
            : evaluateAlert(unarmedAlertState, prefix(full, armAt), { rule: alert.rule }).nextState
          const snoozedUntil = alert.snooze === null ? null : (full.t[0] ?? 0) + alert.snooze * step
          return { rule: alert.rule, state, series: index, snoozedUntil }
        })
        const alone = items.map((item) =>
          evaluateAlert(item.state, series[item.series] as (typeof series)[number], item),
        )
        expect(evaluateAlerts(items, series)).toEqual(alone)
      }),
      { numRuns: propertyRuns(200) },
    )
  })
})

describe('firing rules', () => {
  it('in and out over the same bounds fire in turn, never at the same point', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ rule, series }) => {
        const [a = 0, b = 0] = rule.conditionValues
        const bounds = [Math.min(a, b), Math.max(a, b)]
        const base = {
          ...rule,
          conditionDuration: null,
          repeat: 'every' as const,
          conditionValues: bounds,
        }
        const entries = previewAlert({ ...base, condition: 'in' }, series).firings
        const exits = previewAlert({ ...base, condition: 'out' }, series).firings
        const merged = [
          ...entries.map((f) => ({ t: f.t, kind: 'in' })),
          ...exits.map((f) => ({ t: f.t, kind: 'out' })),
        ].sort((x, y) => x.t - y.t)
        for (let i = 1; i < merged.length; i += 1) {
          expect(merged[i]?.t).not.toBe(merged[i - 1]?.t)
          expect(merged[i]?.kind).not.toBe(merged[i - 1]?.kind)
        }
      }),
      { numRuns: propertyRuns(200) },
    )
  })

  it('1h and 24h keep the crossings at least a period apart; once keeps the first', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ rule, series }) => {
        const every = previewAlert({ ...rule, repeat: 'every' }, series).firings
        expect(previewAlert({ ...rule, repeat: 'once' }, series).firings).toEqual(every.slice(0, 1))
        for (const repeat of ['1h', '24h'] as const) {
          const period = alertRepeatSeconds[repeat]
          const kept = previewAlert({ ...rule, repeat }, series).firings
          // Greedy: a crossing fires unless the last firing is less than a period before it.
          const expected: AlertFiring[] = []
          for (const firing of every) {
            const last = expected.at(-1)
            if (last === undefined || firing.t - last.t >= period) expected.push(firing)
          }
          expect(kept).toEqual(expected)
        }
      }),
      { numRuns: propertyRuns(200) },
    )
  })
})
