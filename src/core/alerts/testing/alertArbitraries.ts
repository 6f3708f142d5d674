import fc from 'fast-check'
import type { TimeSeries } from '../../series/align'
import {
  alertIntervals,
  alertIntervalSeconds,
  alertRepeats,
  type AlertCondition,
  type AlertInterval,
  type AlertRule,
} from '../alertRule'

/*
 * Random series and rules for the property tests. Values are small integers (sums, means and
 * percent comparisons stay exact, and levels are hit exactly) with gaps of every kind; times
 * step by 10 minutes to a week, with missing points and, on some series, points off the grid.
 */

/** 2024-01-01 00:00:00 UTC. */
export const start2024 = 1704067200

const gap = fc.constantFrom(Number.NaN, Infinity, -Infinity)
const pointValue = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -12, max: 12 }) },
  { weight: 1, arbitrary: gap },
)

export const stepArbitrary = fc.constantFrom(...alertIntervals.map((i) => alertIntervalSeconds[i]))

export function seriesArbitrary(step: number, maxLength = 60): fc.Arbitrary<TimeSeries> {
  const present = fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, fc.constant(false))
  const offGrid = fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, fc.nat({ max: step - 1 }))
  return fc
    .array(fc.tuple(present, offGrid, pointValue), { maxLength, size: 'max' })
    .map((points) => {
      const t: number[] = []
      const v: number[] = []
      points.forEach(([isPresent, shift, value], i) => {
        // Shifted within its own step, so times stay ascending.
        if (isPresent) {
          t.push(start2024 + i * step + shift)
          v.push(value)
        }
      })
      return { t: Float64Array.from(t), v: Float64Array.from(v) }
    })
}

/** Percent windows from the step to a day's or a week's worth of steps. */
function durationsFor(step: number): AlertInterval[] {
  return alertIntervals.filter((i) => {
    const seconds = alertIntervalSeconds[i]
    return seconds >= step && seconds <= 24 * step
  })
}

export function ruleArbitrary(step: number): fc.Arbitrary<AlertRule> {
  const level = fc.integer({ min: -12, max: 12 })
  const common = {
    movingAverage: fc.oneof(
      { weight: 2, arbitrary: fc.constant(0) },
      fc.integer({ min: 1, max: 5 }),
    ),
    repeat: fc.constantFrom(...alertRepeats),
  }
  const levelRule = fc.record({
    condition: fc.constantFrom<AlertCondition>('eq', 'gt', 'lt'),
    conditionValues: level.map((x) => [x]),
    conditionDuration: fc.constant(null),
    ...common,
  })
  const rangeRule = fc.record({
    condition: fc.constantFrom<AlertCondition>('in', 'out'),
    conditionValues: fc.tuple(level, level).map(([a, b]) => [Math.min(a, b), Math.max(a, b)]),
    conditionDuration: fc.constant(null),
    ...common,
  })
  const percentRule = fc.record({
    condition: fc.constantFrom<AlertCondition>('percent_up', 'percent_down'),
    conditionValues: fc.integer({ min: 1, max: 60 }).map((x) => [x]),
    conditionDuration: fc.constantFrom(...durationsFor(step)),
    ...common,
  })
  return fc.oneof(levelRule, rangeRule, percentRule)
}

/** A step, then a rule and a series at that step. */
export const caseArbitrary = stepArbitrary.chain((step) =>
  fc.record({ step: fc.constant(step), rule: ruleArbitrary(step), series: seriesArbitrary(step) }),
)

export function prefix(series: TimeSeries, length: number): TimeSeries {
  return { t: series.t.subarray(0, length), v: series.v.subarray(0, length) }
}
