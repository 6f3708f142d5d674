import { describe, expect, it } from 'vitest'
import {
  alertInputSchema,
  alertSchema,
  isAllowedMovingAverage,
  modifierOf,
  movingAverageOfModifier,
  shortMetricPath,
} from './alerts'

const base = {
  path: 'market/price_usd_close',
  asset: 'btc',
  condition: 'gt',
  conditionValues: [100_000],
}

const issues = (body: unknown) => {
  const parsed = alertInputSchema.safeParse(body)
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

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
      'conditionValues: The low value must not be above the high value',
    ])
    expect(issues({ ...base, condition: 'in', conditionValues: [1, 1] })).toEqual([])
    expect(issues({ ...base, conditionDuration: '1h' })).toEqual([
      'conditionDuration: Only percent_up and percent_down take a duration',
    ])
    expect(
      issues({ ...base, condition: 'percent_up', resolution: '10m', conditionDuration: '10m' }),
    ).toEqual([])
    expect(issues({ ...base, movingAverage: 7, modifier: 'ma_7' })).toEqual([])
    expect(issues({ ...base, movingAverage: 7, modifier: null })).toEqual([
      'modifier: Must agree with movingAverage (ma_7)',
    ])
    expect(
      issues({
        ...base,
        source: { chartUuid: '0b6f3f1a-8a3c-4d5e-9f10-1a2b3c4d5e6f', item: 'f1' },
      }),
    ).toEqual(['source: An alert watches a metric path or a workbench formula, not both'])
  })

  it('offers the spec’s moving averages: days for daily and weekly alerts, 0 to 168 for hours', () => {
    expect([0, 7, 14, 30, 50, 90].every((n) => isAllowedMovingAverage('24h', n))).toBe(true)
    expect(isAllowedMovingAverage('24h', 8)).toBe(false)
    expect(isAllowedMovingAverage('1w', 168)).toBe(false)
    expect(isAllowedMovingAverage('1h', 168)).toBe(true)
    expect(isAllowedMovingAverage('10m', 169)).toBe(false)
    expect(modifierOf(0)).toBeNull()
    expect(modifierOf(50)).toBe('ma_50')
    expect(movingAverageOfModifier('ma_50')).toBe(50)
    expect(movingAverageOfModifier(null)).toBe(0)
  })
})
