import { describe, expect, it } from 'vitest'
import { resolveChartSettings } from '@/core/charts/chartSettings'
import { metric } from '@/core/testing/catalogMetricFixture'
import { comparedCodes, comparisonInput, metricChartInput } from './metricChartInput'

const keyed = (keys: string[]) => ({
  source: undefined,
  series: {
    kind: 'keyed' as const,
    t: new Float64Array([1, 2]),
    o: Object.fromEntries(keys.map((key, i) => [key, new Float64Array([i, i + 1])])),
  },
})

describe('metricChartInput', () => {
  const settings = resolveChartSettings({}, metric, 'BTC')

  it('is the metric with the page settings, and the price on the right axis', () => {
    const chart = metricChartInput(metric, settings, { method: 'mAvg', window: 7 }, true, undefined)
    expect(chart.configType).toBe('metric')
    expect(chart.items.map((item) => [item.extra.ref, item.extra.yAxis, item.extra.name])).toEqual([
      ['m1', 0, 'Exchange Inflow'],
      ['m2', 1, 'BTC Price'],
    ])
    expect(chart.items[0]?.configType === 'metric' && chart.items[0].meta.mathFn).toEqual({
      name: 'mAvg',
      value: 7,
    })
  })

  it('splits a metric with subsets, largest first, the first visible', () => {
    const chart = metricChartInput(metric, settings, undefined, false, keyed(['small', 'large']))
    expect(chart.items.map((item) => [item.extra.name, item.extra.isVisible])).toEqual([
      ['Exchange Inflow: Large', true],
      ['Exchange Inflow: Small', false],
    ])
  })

  it('names each split item by its subset’s label, not its key', () => {
    const chart = metricChartInput(
      metric,
      settings,
      undefined,
      false,
      keyed(['new', 'retained_more', 'churned']),
    )
    expect(chart.items.map((item) => item.extra.name)).toEqual([
      'Exchange Inflow: Churned',
      'Exchange Inflow: Retained, balance up',
      'Exchange Inflow: New',
    ])
  })
})

describe('comparedCodes and comparisonInput', () => {
  it('keeps well-formed codes once, at most ten, and adds them as metric items', () => {
    expect(comparedCodes(' MarketMvrv,bad code,,MarketMvrv,IndicatorsSopr ')).toEqual([
      'MarketMvrv',
      'IndicatorsSopr',
    ])
    expect(comparedCodes(Array.from({ length: 12 }, (_, i) => `M${i}`).join())).toHaveLength(10)
    expect(comparedCodes(undefined)).toEqual([])
    const base = metricChartInput(
      metric,
      resolveChartSettings({}, metric, 'ETH'),
      undefined,
      false,
      undefined,
    )
    const chart = comparisonInput(base, ['MarketMvrv'], 'ETH')
    expect(chart.configType).toBe('workbench')
    expect(chart.items.map((item) => item.extra.ref)).toEqual(['m1', 'm2'])
  })
})
