import type { Resolution } from '@/core/resolution'
import { bucketStart } from '../aggregate'
import { coinsBetween, costComponents, profitSplit, type ProfitSplit } from '../costBasis'
import { dailyCloses, priceStartDay } from '../priceModel'
import { DAY } from '../time'
import { ageSymbols } from './assetLists'
import type { DocumentMetric, DocumentValue, MetricContext, MetricDefinition } from './definition'
import { dailyResolutions, gridBreakdown, gridValue, ratio, total } from './factories'

const closesOf = (ctx: MetricContext) => dailyCloses(ctx.model, ctx.profile, ctx.now)
export const splitOf = (ctx: MetricContext): ProfitSplit =>
  profitSplit(ctx.model, ctx.profile, ctx.now, closesOf(ctx))
const lengthOf = (ctx: MetricContext) => ctx.model.grid(ctx.profile, ctx.now).n
const inProfit = (ctx: MetricContext) => {
  const split = splitOf(ctx)
  return total([split.sthProfit, split.lthProfit], lengthOf(ctx))
}
const inLoss = (ctx: MetricContext) => {
  const split = splitOf(ctx)
  return total([split.sthLoss, split.lthLoss], lengthOf(ctx))
}

/** Partitions of the ATH and current-price distributions (charts.md section 9). */
export const athPartitions = 100
export const currentPartitions = 50
/** Value rows of the cost-basis heatmap, log-spaced over three decades below the ATH. */
export const heatmapRows = 100
const heatmapDecades = 3
/**
 * Days of history each resolution covers (a snapshot is a whole distribution, so the series are
 * bounded): the last year of days, four years of weeks, every month since trading began.
 */
const snapshotSpans: Partial<Record<Resolution, number>> = { '24h': 365, '1w': 4 * 365 }

/**
 * The days a document metric answers for: each day, or the last day of each week or month
 * (dated at the bucket's start, like a `last` aggregation), within the resolution's span.
 */
function snapshotDays(ctx: MetricContext, resolution: Resolution): [t: number, i: number][] {
  const grid = ctx.model.grid(ctx.profile, ctx.now)
  const span = snapshotSpans[resolution] ?? Infinity
  const first = Math.max(priceStartDay(ctx.profile) - grid.start, grid.n - span, 0)
  const bucketOf = bucketStart(resolution)
  const out: [number, number][] = []
  for (let i = first; i < grid.n; i++) {
    const t = bucketOf((grid.start + i) * DAY)
    const last = out[out.length - 1]
    if (last !== undefined && last[0] === t) last[1] = i
    else out.push([t, i])
  }
  return out
}

/** A document metric built from one snapshot per answered day. */
function snapshotDocument(
  spec: Omit<DocumentMetric, 'shape' | 'documents' | 'resolutions'> & {
    snapshot: (ctx: MetricContext, i: number, ath: number) => DocumentValue
  },
): DocumentMetric {
  const { snapshot, ...rest } = spec
  return {
    ...rest,
    resolutions: dailyResolutions,
    shape: 'document',
    documents: (ctx, resolution) => {
      const days = snapshotDays(ctx, resolution)
      const close = closesOf(ctx)
      const first = Math.max(
        priceStartDay(ctx.profile) - ctx.model.grid(ctx.profile, ctx.now).start,
        0,
      )
      let ath = 0
      let scanned = first
      const d = days.map(([, i]) => {
        for (; scanned <= i; scanned++) ath = Math.max(ath, close[scanned] ?? 0)
        return snapshot(ctx, i, ath)
      })
      return { t: Float64Array.from(days, ([t]) => t), d }
    },
  }
}

/** Equal partitions of 0..top: the inner edges (the last partition is open above). */
const equalEdges = (top: number, count: number) =>
  Array.from({ length: count - 1 }, (_, j) => (top * (j + 1)) / count)

function priceDistribution(kind: 'ath' | 'current'): DocumentMetric {
  const count = kind === 'ath' ? athPartitions : currentPartitions
  return snapshotDocument({
    path: `indicators/utxo_realized_price_distribution_${kind}`,
    name: `UTXO Realized Price Distribution (${kind === 'ath' ? 'ATH' : 'Current Price'})`,
    shortName: kind === 'ath' ? 'URPD (ATH)' : 'URPD (Current)',
    categories: ['Supply', 'Cost Basis'],
    tier: 3,
    description:
      kind === 'ath'
        ? `The supply by the price it last moved at, in ${count} equal partitions from 0 to the all-time high (the last one also holds anything above).`
        : `The supply by the price it last moved at, in ${count} equal partitions from 0 to twice the current price (the last one also holds anything above).`,
    assets: ageSymbols,
    unit: 'native',
    studio: { chartType: 'column', defaultScale: 'lin', price: false },
    snapshot: (ctx, i, ath) => {
      const current = closesOf(ctx)[i] ?? NaN
      const top = kind === 'ath' ? ath : 2 * current
      const partitions = coinsBetween(
        costComponents(ctx.model, ctx.profile, ctx.now, i),
        equalEdges(top, count),
      )
      return { ath_price: ath, current_price: current, partitions }
    },
  })
}

export const supplyProfitMetrics: MetricDefinition[] = [
  gridValue({
    path: 'supply/profit_relative',
    name: 'Percent Supply in Profit',
    shortName: 'Supply in Profit',
    categories: ['Supply', 'Profit/Loss'],
    tier: 2,
    description: 'The share of the supply whose price at its last move is below the current price.',
    assets: ageSymbols,
    unit: 'none',
    aggregation: 'last',
    start: 'priced',
    studio: { chartType: 'timeSeries', defaultScale: 'lin', price: true },
    values: (ctx) => {
      const profit = inProfit(ctx)
      return ratio(profit, total([profit, inLoss(ctx)], lengthOf(ctx)))
    },
  }),
  gridValue({
    path: 'supply/profit_sum',
    name: 'Supply in Profit',
    categories: ['Supply', 'Profit/Loss'],
    tier: 2,
    description: 'Coins whose price at their last move is below the current price.',
    assets: ageSymbols,
    unit: 'native',
    aggregation: 'last',
    start: 'priced',
    studio: { chartType: 'timeSeries', defaultScale: 'lin', price: true },
    values: inProfit,
  }),
  gridValue({
    path: 'supply/loss_sum',
    name: 'Supply in Loss',
    categories: ['Supply', 'Profit/Loss'],
    tier: 2,
    description: 'Coins whose price at their last move is above the current price.',
    assets: ageSymbols,
    unit: 'native',
    aggregation: 'last',
    start: 'priced',
    studio: { chartType: 'timeSeries', defaultScale: 'lin', price: true },
    values: inLoss,
  }),
  gridBreakdown({
    path: 'supply/profit_loss_cohorts',
    name: 'Supply in Profit/Loss by Holder Cohort',
    shortName: 'STH/LTH Profit/Loss',
    categories: ['Supply', 'Profit/Loss', 'Holders'],
    tier: 2.1,
    description:
      'Short- and long-term holders’ supply in profit and in loss; the four parts add up to the supply.',
    assets: ageSymbols,
    unit: 'native',
    aggregation: 'last',
    start: 'priced',
    studio: { chartType: 'timeSeriesStackedArea', defaultScale: 'lin', price: true },
    parts: (ctx) => {
      const split = splitOf(ctx)
      return {
        sth_profit: split.sthProfit,
        sth_loss: split.sthLoss,
        lth_profit: split.lthProfit,
        lth_loss: split.lthLoss,
      }
    },
  }),
  priceDistribution('ath'),
  priceDistribution('current'),
  snapshotDocument({
    path: 'supply/cost_basis_distribution',
    name: 'Cost Basis Distribution Heatmap',
    shortName: 'CBD Heatmap',
    categories: ['Supply', 'Cost Basis'],
    tier: 3,
    description: `The supply by the price it last moved at, in ${heatmapRows} log-spaced price rows from a thousandth of the all-time high up to it (the first row starts at 0, the last is open above).`,
    assets: ageSymbols,
    unit: 'native',
    studio: { chartType: 'heatmap', defaultScale: 'log', price: true },
    snapshot: (ctx, i, ath) => {
      const min = ath / 10 ** heatmapDecades
      const prices = Array.from(
        { length: heatmapRows },
        (_, j) => min * 10 ** ((heatmapDecades * j) / heatmapRows),
      )
      const supply = coinsBetween(
        costComponents(ctx.model, ctx.profile, ctx.now, i),
        prices.slice(1),
      )
      return { min, max: ath, prices, supply }
    },
  }),
]
