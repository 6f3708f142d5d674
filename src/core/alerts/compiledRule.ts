import {
  alertIntervalSeconds,
  alertRepeatSeconds,
  isPercentCondition,
  isRangeCondition,
  type AlertCondition,
  type AlertRule,
} from './alertRule'

/*
 * A rule in the form the evaluation loop reads: numbers rather than names, checked once per
 * evaluation rather than once per point. The zod schemas (alertRule.ts) keep bad rules out;
 * a rule that still gets here malformed is a caller's bug and throws a RangeError.
 */

export interface CompiledRule {
  condition: AlertCondition
  /** eq/gt/lt: the level; in/out: low; percent conditions: the percent, 5 for 5%. */
  level: number
  /** in/out: high; NaN otherwise. */
  high: number
  /** Percent conditions: conditionDuration in seconds; 0 for level conditions. */
  windowSeconds: number
  /** Moving-average period in points; 0 reads the raw value. */
  period: number
  once: boolean
  /** 1h and 24h: the least time between two firings; 0 otherwise. */
  repeatSeconds: number
}

export function compileRule(rule: AlertRule): CompiledRule {
  const { condition, conditionValues, conditionDuration, movingAverage, repeat } = rule
  const [level, high] = conditionValues
  const range = isRangeCondition(condition)
  if (
    conditionValues.length !== (range ? 2 : 1) ||
    !conditionValues.every(Number.isFinite) ||
    (range && (level as number) > (high as number))
  ) {
    throw new RangeError(
      `Invalid conditionValues for ${condition}: [${conditionValues.join(', ')}]`,
    )
  }
  const percent = isPercentCondition(condition)
  if (percent !== (conditionDuration !== null)) {
    throw new RangeError(`conditionDuration ${conditionDuration} does not fit ${condition}`)
  }
  if (!Number.isInteger(movingAverage) || movingAverage < 0) {
    throw new RangeError(`movingAverage must be a whole number of points, got ${movingAverage}`)
  }
  return {
    condition,
    level: level as number,
    high: range ? (high as number) : Number.NaN,
    windowSeconds: conditionDuration === null ? 0 : alertIntervalSeconds[conditionDuration],
    period: movingAverage,
    once: repeat === 'once',
    repeatSeconds: repeat === '1h' || repeat === '24h' ? alertRepeatSeconds[repeat] : 0,
  }
}

/** Whether a watched value satisfies a level condition (eq: sits exactly on the level). */
export function levelSatisfied(rule: CompiledRule, value: number): boolean {
  switch (rule.condition) {
    case 'gt':
      return value > rule.level
    case 'lt':
      return value < rule.level
    case 'in':
      return rule.level <= value && value <= rule.high
    case 'out':
      return value < rule.level || value > rule.high
    default:
      return value === rule.level
  }
}

/**
 * eq: whether the value reached the level from the side the previous point was on (the newest
 * on the other side or exactly on it). A previous point on the level crosses nothing.
 */
export function reachedLevel(previous: number, value: number, level: number): boolean {
  const before = Math.sign(previous - level)
  return before !== 0 && Math.sign(value - level) !== before
}

/**
 * Percent conditions: whether the change from `base` to `value` is at least `percent` up (or
 * down). Measured against |base|, so up always means the value rose, even below zero. Compared
 * multiplied out, not divided, so 100 → 105 is exactly 5% up.
 */
export function percentSatisfied(rule: CompiledRule, base: number, value: number): boolean {
  const rise = rule.condition === 'percent_up' ? value - base : base - value
  return rise * 100 >= rule.level * Math.abs(base)
}
