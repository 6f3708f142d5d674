import { describe, expect, it } from 'vitest'
import {
  annotationRules,
  annotationsFor,
  hodlWaveMedian,
  hodlWavePercentiles,
  hodlWaveShareAnnotations,
} from './annotations'
import type { Annotation } from './annotationTypes'
import { fearGreedZones, sentimentZones } from './zones'

const byPath = (path: string) => annotationsFor({ metricCode: '', path })
const lines = (annotations: readonly Annotation[]) =>
  annotations.flatMap((a) => (a.kind === 'line' ? [a.value] : []))
const bands = (annotations: readonly Annotation[]) =>
  annotations.flatMap((a) => (a.kind === 'band' ? [[a.from, a.to, a.tone]] : []))

describe('annotationsFor', () => {
  it('gives the fear and greed index its zones, by path or by code', () => {
    expect(byPath('indicators/fear_greed')).toBe(fearGreedZones)
    expect(annotationsFor({ metricCode: 'FearGreedIndex', path: 'elsewhere' })).toBe(fearGreedZones)
  })

  it('gives every NUPL metric the sentiment zones', () => {
    for (const path of [
      'indicators/net_unrealized_profit_loss',
      'indicators/nupl_less_155',
      'indicators/nupl_more_155',
    ]) {
      expect(byPath(path)).toBe(sentimentZones)
    }
  })

  it('gives MVRV and its Z-score their bands', () => {
    expect(bands(byPath('market/mvrv'))).toEqual([
      [0.2, 1, 'low'],
      [20, 200, 'high'],
    ])
    expect(bands(byPath('market/mvrv_z_score'))).toEqual([
      [-0.5, 0, 'low'],
      [7, 9, 'high'],
    ])
  })

  it('puts the hodl-wave percentile lines on the share scale of the demo waves', () => {
    expect(hodlWavePercentiles).toEqual([0, 1, 5, 10, 20, 80, 90, 95, 99, 100])
    expect(hodlWaveMedian).toBe(50)
    expect(lines(byPath('supply/hodl_waves'))).toEqual([
      0, 0.01, 0.05, 0.1, 0.2, 0.8, 0.9, 0.95, 0.99, 1, 0.5,
    ])
    expect(hodlWaveShareAnnotations.at(-1)).toEqual({ kind: 'line', value: 0.5, label: 'Median' })
    expect(byPath('supply/rcap_hodl_waves')).toBe(hodlWaveShareAnnotations)
  })

  it('keys the thresholds without a demo metric by descriptive paths', () => {
    expect(lines(byPath('market/alt_season_index'))).toEqual([50])
    expect(
      byPath('market/alt_season_index').flatMap((a) => (a.kind === 'zone' ? [a.to] : [])),
    ).toEqual([50, 110])
    expect(lines(byPath('indicators/risk_index'))).toEqual([25])
    expect(lines(byPath('indicators/sharpe_signal'))).toEqual([0.3, 0.4, 0.5, 0.6])
    expect(lines(byPath('indicators/bss'))).toEqual([0.3, 0.4, 0.45, 0.5])
    expect(bands(byPath('supply/sth_lth_ratio'))).toEqual([[0.02, 0.05, 'neutral']])
  })

  it('gives other metrics nothing', () => {
    expect(
      annotationsFor({ metricCode: 'MarketPriceUsdClose', path: 'market/price_usd_close' }),
    ).toEqual([])
  })

  it('claims each path and code once, with bands and zones running upwards', () => {
    const paths = annotationRules.flatMap((r) => r.paths)
    const codes = annotationRules.flatMap((r) => r.codes)
    expect(new Set(paths).size).toBe(paths.length)
    expect(new Set(codes).size).toBe(codes.length)
    for (const rule of annotationRules) {
      for (const a of rule.annotations) if (a.kind !== 'line') expect(a.from).toBeLessThan(a.to)
    }
  })
})
