import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { alertRuleSchema } from '../alerts/alertRule'
import { alertInputSchema, alertSchema, shortMetricPath } from './alerts'

const base = {
  path: 'market/price_usd_close',
  asset: 'btc',
  condition: 'gt',
  conditionValues: [100_000],
}

/** The issues of a parse as `field: message`, the form of a 400's message. */
const problems = (schema: z.ZodType, body: unknown) => {
  const parsed = schema.safeParse(body)
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}
const issues = (body: unknown) => problems(alertInputSchema, body)

describe('the alert contract', () => {
  it('reads every spelling of a metric path as its short form', () => {
    for (const path of [
      'market/price_usd_close',
      '/market/price_usd_close',
      'metrics/market/price_usd_close',
      '/metrics/market/price_usd_close',
    ]) {
      expect(shortMetricPath(path)).toBe('market/price_usd_close')
    }
    // A group called metrics keeps its name.
    expect(shortMetricPath('metrics/count')).toBe('metrics/count')
  })

  it('fills in the defaults of a minimal metric alert', () => {
    expect(alertInputSchema.parse(base)).toEqual({
      path: 'market/price_usd_close',
      source: null,
      asset: 'BTC',
      currency: null,
      exchange: null,
      resolution: '24h',
      condition: 'gt',
      conditionValues: [100_000],
      conditionDuration: null,
      movingAverage: 0,
      repeat: 'once',
      channels: [],
      enabled: true,
      snoozedUntil: null,
    })
  })

  it('takes a read answer back as it is, ignoring what the server keeps', () => {
    const read = alertSchema.parse({
      ...base,
      uuid: '0b6f3f1a-8a3c-4d5e-9f10-1a2b3c4d5e6f',
      source: null,
      asset: 'BTC',
      currency: 'usd',
      exchange: null,
      resolution: '1h',
      conditionDuration: null,
      movingAverage: 24,
      modifier: 'ma_24',
      metricName: 'Price',
      name: 'Price (BTC)',
      channels: ['push', 'webhook'],
      repeat: '1h',
      enabled: false,
      snoozedUntil: 1_900_000_000_000,
      disabledReason: 'source_deleted',
      version: 4,
      createdAt: 1,
      updatedAt: 2,
    })
    expect(alertInputSchema.parse(read)).toMatchObject({
      uuid: read.uuid,
      movingAverage: 24,
      repeat: '1h',
      channels: ['push', 'webhook'],
    })
    expect(alertInputSchema.parse(read)).not.toHaveProperty('version')
    expect(alertInputSchema.parse(read)).not.toHaveProperty('disabledReason')
  })

  it('holds the rule fields to each other', () => {
    expect(issues({ ...base, condition: 'out', conditionValues: [2, 1] })).toEqual([
      'conditionValues: Low must not be above high',
    ])
    expect(issues({ ...base, condition: 'in', conditionValues: [1, 1] })).toEqual([])
    expect(issues({ ...base, conditionDuration: '1h' })).toEqual([
      'conditionDuration: Only percent_up and percent_down take a conditionDuration',
    ])
    expect(
      issues({ ...base, condition: 'percent_up', resolution: '10m', conditionDuration: '10m' }),
    ).toEqual([])
    expect(issues({ ...base, movingAverage: 7, modifier: 'ma_7' })).toEqual([])
    expect(issues({ ...base, movingAverage: 7, modifier: null })).toEqual([
      'modifier: Must agree with movingAverage 7',
    ])
    expect(
      issues({
        ...base,
        source: { chartUuid: '0b6f3f1a-8a3c-4d5e-9f10-1a2b3c4d5e6f', item: 'f1' },
      }),
    ).toEqual(['source: An alert watches a metric path or a workbench formula, not both'])
  })

  it('refuses exactly the rules the evaluator refuses, with the same messages', () => {
    const metric = { path: 'market/price_usd_close', asset: 'btc' }
    const rules: Record<string, unknown>[] = [
      { condition: 'gt', conditionValues: [1], resolution: '1w', movingAverage: 200 },
      { condition: 'gt', conditionValues: [1], resolution: '1w', movingAverage: 201 },
      { condition: 'gt', conditionValues: [1], movingAverage: 20 },
      { condition: 'gt', conditionValues: [1], modifier: '' },
      { condition: 'gt', conditionValues: [1], modifier: 'ma_0', movingAverage: 0 },
      { condition: 'gt', conditionValues: [1], modifier: '', movingAverage: 7 },
      { condition: 'out', conditionValues: [] },
      { condition: 'percent_up', conditionValues: [0], conditionDuration: '1w' },
      { condition: 'percent_down', conditionValues: [5], conditionDuration: '1h' },
      {
        condition: 'percent_down',
        resolution: '1h',
        conditionValues: [5],
        conditionDuration: '1h',
      },
    ]
    const refused = rules.filter((rule) => problems(alertRuleSchema, rule).length > 0)
    expect(refused).toHaveLength(6)
    for (const rule of rules) {
      expect(issues({ ...metric, ...rule }), JSON.stringify(rule)).toEqual(
        problems(alertRuleSchema, rule),
      )
    }
  })

  it('reads the rule fields as the evaluator does: same defaults and moving-average forms', () => {
    const rule = { condition: 'gt', conditionValues: [1], modifier: 'ma_30' }
    const { modifier: _modifier, ...evaluated } = alertRuleSchema.parse(rule)
    expect(alertInputSchema.parse({ ...base, ...rule })).toMatchObject(evaluated)
  })
})
