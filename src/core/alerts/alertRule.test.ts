import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  alertRuleSchema,
  alertRuleShape,
  checkAlertRule,
  isAllowedMovingAverage,
  modifierFor,
  modifierPeriod,
  normalizeAlertRule,
} from './alertRule'
import { alertStateSchema, unarmedAlertState } from './alertState'

const base = { resolution: '24h', condition: 'gt', conditionValues: [50_000] }

/** The issues as `field: message`, the form the API's 400 answers. */
function problems(input: unknown): string[] {
  const parsed = alertRuleSchema.safeParse(input)
  if (parsed.success) return []
  return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('alertRuleSchema', () => {
  it('accepts a level rule and answers both moving-average forms', () => {
    expect(alertRuleSchema.parse(base)).toEqual({
      resolution: '24h',
      condition: 'gt',
      conditionValues: [50_000],
      conditionDuration: null,
      movingAverage: 0,
      modifier: null,
      repeat: 'once',
    })
  })

  it('defaults to a daily series', () => {
    const { resolution: _resolution, ...rule } = base
    expect(alertRuleSchema.parse(rule).resolution).toBe('24h')
  })

  it('normalises movingAverage and modifier, whichever is sent', () => {
    expect(alertRuleSchema.parse({ ...base, movingAverage: 30 })).toMatchObject({
      movingAverage: 30,
      modifier: 'ma_30',
    })
    expect(alertRuleSchema.parse({ ...base, modifier: 'ma_50' })).toMatchObject({
      movingAverage: 50,
      modifier: 'ma_50',
    })
    for (const modifier of [null, '', 'ma_0']) {
      expect(alertRuleSchema.parse({ ...base, modifier })).toMatchObject({
        movingAverage: 0,
        modifier: null,
      })
    }
    expect(alertRuleSchema.parse({ ...base, movingAverage: 7, modifier: 'ma_7' })).toMatchObject({
      movingAverage: 7,
    })
  })

  it('accepts in/out with low <= high and a percent rule with its duration', () => {
    const range = alertRuleSchema.parse({ ...base, condition: 'out', conditionValues: [1, 1] })
    expect(range.conditionValues).toEqual([1, 1])
    const percent = alertRuleSchema.parse({
      resolution: '1h',
      condition: 'percent_down',
      conditionValues: [5],
      conditionDuration: '24h',
      movingAverage: 168,
      repeat: '1h',
    })
    expect(percent).toMatchObject({ conditionDuration: '24h', movingAverage: 168, repeat: '1h' })
  })

  it('drops a null conditionDuration on a level condition', () => {
    expect(alertRuleSchema.parse({ ...base, conditionDuration: null }).conditionDuration).toBe(null)
  })

  it('names the field of each problem', () => {
    expect(problems({ ...base, condition: 'above' })).toEqual([
      'condition: Must be one of eq, gt, lt, in, out, percent_up, percent_down',
    ])
    expect(problems({ ...base, resolution: '1month' })).toEqual([
      'resolution: Must be one of 10m, 1h, 24h, 1w',
    ])
    expect(problems({ ...base, repeat: 'always' })).toEqual([
      'repeat: Must be one of once, every, 1h, 24h',
    ])
    expect(problems({ ...base, conditionValues: [Number.NaN] })).toEqual([
      'conditionValues.0: Must be a finite number',
    ])
    expect(problems({ ...base, conditionValues: [Infinity] })).toEqual([
      'conditionValues.0: Must be a finite number',
    ])
    expect(problems({ ...base, conditionValues: [] })).toEqual([
      'conditionValues: gt takes one condition value',
    ])
    expect(problems({ ...base, conditionValues: 5 })).toEqual([
      'conditionValues: Must be a list of numbers',
    ])
    expect(problems({ ...base, condition: 'out', conditionValues: [1, 2, 3] })).toEqual([
      'conditionValues: out takes two conditionValues, low and high',
    ])
    expect(problems({ ...base, conditionValues: [1, 2] })).toEqual([
      'conditionValues: gt takes one condition value',
    ])
    expect(problems({ ...base, condition: 'in' })).toEqual([
      'conditionValues: in takes two conditionValues, low and high',
    ])
    expect(problems({ ...base, condition: 'in', conditionValues: [3, 2] })).toEqual([
      'conditionValues: Low must not be above high',
    ])
  })

  it('takes conditionDuration for the percent conditions only, no shorter than the resolution', () => {
    const percent = { ...base, condition: 'percent_up', conditionValues: [5] }
    expect(problems(percent)).toEqual([
      'conditionDuration: Required for percent_up: one of 10m, 1h, 24h, 1w',
    ])
    expect(problems({ ...percent, conditionDuration: '1h' })).toEqual([
      "conditionDuration: Must be at least the alert's resolution, 24h",
    ])
    expect(problems({ ...percent, conditionDuration: '1w', conditionValues: [0] })).toEqual([
      'conditionValues: Must be a percent above 0, such as 5 for 5%',
    ])
    expect(problems({ ...base, conditionDuration: '24h' })).toEqual([
      'conditionDuration: Only percent_up and percent_down take a conditionDuration',
    ])
  })

  it('checks the moving average against the resolution and the modifier', () => {
    expect(problems({ ...base, movingAverage: 20 })).toEqual([
      'movingAverage: Must be one of 0, 7, 14, 30, 50, 90 for 24h',
    ])
    expect(problems({ ...base, modifier: 'ma_20' })).toEqual([
      'modifier: Must be one of 0, 7, 14, 30, 50, 90 for 24h',
    ])
    expect(problems({ ...base, resolution: '1h', movingAverage: 169 })).toEqual([
      'movingAverage: Must be 0 to 168 for 1h',
    ])
    expect(problems({ ...base, movingAverage: 7, modifier: 'ma_14' })).toEqual([
      'modifier: Must agree with movingAverage 7',
    ])
    // null and '' name the raw value: sent with a period, they disagree with it.
    for (const modifier of [null, '']) {
      expect(problems({ ...base, movingAverage: 7, modifier })).toEqual([
        'modifier: Must agree with movingAverage 7',
      ])
    }
    expect(problems({ ...base, modifier: 'sma_7' })).toEqual([
      'modifier: Must be ma_{n}, such as ma_7',
    ])
    expect(problems({ ...base, movingAverage: 2.5 })).toEqual([
      'movingAverage: Must be a whole number of points',
    ])
  })

  it('offers the spec’s days and hours, and up to the 200-week average on weekly series', () => {
    expect([0, 7, 14, 30, 50, 90].every((n) => isAllowedMovingAverage('24h', n))).toBe(true)
    expect(isAllowedMovingAverage('24h', 8)).toBe(false)
    expect(isAllowedMovingAverage('1w', 168)).toBe(true)
    expect(isAllowedMovingAverage('1w', 200)).toBe(true)
    expect(isAllowedMovingAverage('1w', 201)).toBe(false)
    expect(isAllowedMovingAverage('1h', 168)).toBe(true)
    expect(isAllowedMovingAverage('10m', 169)).toBe(false)
    expect(modifierFor(0)).toBeNull()
    expect(modifierFor(50)).toBe('ma_50')
    expect(modifierPeriod('ma_50')).toBe(50)
    expect(modifierPeriod(null)).toBe(0)
  })

  it('composes into a larger contract from its pieces', () => {
    const contract = z
      .strictObject({ ...alertRuleShape, name: z.string() })
      .superRefine(checkAlertRule)
      .transform((alert) => ({ ...alert, ...normalizeAlertRule(alert) }))
    expect(contract.parse({ ...base, name: 'BTC above 50k', modifier: 'ma_7' })).toMatchObject({
      name: 'BTC above 50k',
      movingAverage: 7,
      modifier: 'ma_7',
    })
    expect(contract.safeParse({ ...base, name: 'x', extra: 1 }).success).toBe(false)
  })
})

describe('alertStateSchema', () => {
  it('reads back a stored state and refuses one that is not', () => {
    expect(alertStateSchema.parse(unarmedAlertState)).toEqual(unarmedAlertState)
    const state = { throughT: 1, lastValue: -2.5, lastSatisfied: true, lastFiredAt: 1 }
    expect(alertStateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state)
    expect(alertStateSchema.safeParse({ ...state, lastValue: 'x' }).success).toBe(false)
  })
})
