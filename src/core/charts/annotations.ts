import type {
  Annotation,
  AnnotationTone,
  BandAnnotation,
  LineAnnotation,
  ZoneAnnotation,
} from './annotationTypes'
import { fearGreedZones, sentimentZones } from './zones'

/*
 * The lines, bands and zones of charts.md section 9 and the catalog metrics they belong to.
 * Values are in the metric's own units. The spec's "other example bands" (0.01-0.5 and 0.95-5;
 * 200k-300k and 600k-700k) name no metric, so they are left out until one claims them.
 */

const line = (value: number, label?: string): LineAnnotation =>
  label === undefined ? { kind: 'line', value } : { kind: 'line', value, label }
const band = (from: number, to: number, tone: AnnotationTone): BandAnnotation => ({
  kind: 'band',
  from,
  to,
  tone,
})
const zone = (from: number, to: number, tone: AnnotationTone): ZoneAnnotation => ({
  kind: 'zone',
  from,
  to,
  tone,
})

/** Alt season index: a line at 50, the series coloured below 50 and from 50 up to 110. */
export const altSeasonAnnotations: readonly Annotation[] = [
  line(50),
  zone(-Infinity, 50, 'low'),
  zone(50, 110, 'high'),
]

export const riskIndexAnnotations: readonly Annotation[] = [line(25)]

export const sharpeSignalAnnotations: readonly Annotation[] = [0.3, 0.4, 0.5, 0.6].map((v) =>
  line(v),
)

export const bssAnnotations: readonly Annotation[] = [0.3, 0.4, 0.45, 0.5].map((v) => line(v))

/** MVRV Z-score: historical bottoms (-0.5 to 0) and tops (7 to 9). */
export const mvrvZScoreAnnotations: readonly Annotation[] = [
  band(-0.5, 0, 'low'),
  band(7, 9, 'high'),
]

/** MVRV: 0.2 to 1 (market cap under realized cap) and 20 to 200, as section 9 gives them. */
export const mvrvAnnotations: readonly Annotation[] = [band(0.2, 1, 'low'), band(20, 200, 'high')]

/** Short- to long-term holder ratio: one band, 0.02 to 0.05; the spec gives it no meaning. */
export const sthLthRatioAnnotations: readonly Annotation[] = [band(0.02, 0.05, 'neutral')]

/** Hodl-wave percentile lines, in percent, and the median between them. */
export const hodlWavePercentiles = [0, 1, 5, 10, 20, 80, 90, 95, 99, 100] as const
export const hodlWaveMedian = 50

/**
 * The demo's hodl waves are shares of the supply (bands summing to 1, docs/api.md), so their
 * lines sit at the percentiles divided by 100.
 */
export const hodlWaveShareAnnotations: readonly Annotation[] = [
  ...hodlWavePercentiles.map((p) => line(p / 100)),
  line(hodlWaveMedian / 100, 'Median'),
]

export interface AnnotationRule {
  /** Catalog paths the annotations belong to. */
  paths: readonly string[]
  /** Their metric codes, where the demo catalog has the metric. */
  codes: readonly string[]
  /** Whether the demo catalog holds these metrics (a server test checks it). */
  inDemoCatalog: boolean
  annotations: readonly Annotation[]
}

/** Which metric gets what, by catalog path and code. */
export const annotationRules: readonly AnnotationRule[] = [
  {
    paths: ['indicators/fear_greed'],
    codes: ['FearGreedIndex'],
    inDemoCatalog: true,
    annotations: fearGreedZones,
  },
  {
    paths: [
      'indicators/net_unrealized_profit_loss',
      'indicators/nupl_less_155',
      'indicators/nupl_more_155',
    ],
    codes: ['IndicatorsNetUnrealizedProfitLoss', 'IndicatorsNuplLess155', 'IndicatorsNuplMore155'],
    inDemoCatalog: true,
    annotations: sentimentZones,
  },
  {
    paths: ['market/mvrv'],
    codes: ['MarketMvrv'],
    inDemoCatalog: true,
    annotations: mvrvAnnotations,
  },
  {
    paths: ['market/mvrv_z_score'],
    codes: ['MarketMvrvZScore'],
    inDemoCatalog: true,
    annotations: mvrvZScoreAnnotations,
  },
  {
    paths: ['supply/hodl_waves', 'supply/rcap_hodl_waves'],
    codes: ['SupplyHodlWaves', 'SupplyRcapHodlWaves'],
    inDemoCatalog: true,
    annotations: hodlWaveShareAnnotations,
  },
  {
    paths: ['market/alt_season_index'],
    codes: ['MarketAltSeasonIndex'],
    inDemoCatalog: true,
    annotations: altSeasonAnnotations,
  },
  {
    paths: ['indicators/risk_index'],
    codes: ['IndicatorsRiskIndex'],
    inDemoCatalog: true,
    annotations: riskIndexAnnotations,
  },
  {
    paths: ['indicators/sharpe_signal'],
    codes: ['IndicatorsSharpeSignal'],
    inDemoCatalog: true,
    annotations: sharpeSignalAnnotations,
  },
  // "BSS" is the spec's name; it does not spell it out (the demo reads it as Buyer Share Score).
  {
    paths: ['indicators/bss'],
    codes: ['IndicatorsBss'],
    inDemoCatalog: true,
    annotations: bssAnnotations,
  },
  {
    paths: ['supply/sth_lth_ratio'],
    codes: ['SupplySthLthRatio'],
    inDemoCatalog: true,
    annotations: sthLthRatioAnnotations,
  },
]

/** The annotations of a catalog metric, matched by path or by code; none for most metrics. */
export function annotationsFor(metric: {
  metricCode: string
  path: string
}): readonly Annotation[] {
  const rule = annotationRules.find(
    (r) => r.paths.includes(metric.path) || r.codes.includes(metric.metricCode),
  )
  return rule?.annotations ?? noAnnotations
}

// One empty list for every metric without annotations, so callers can memoize on it.
const noAnnotations: readonly Annotation[] = []
