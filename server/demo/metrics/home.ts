import type { Resolution } from '@/core/resolution'
import { demoProfiles } from '../assets'
import { DAY } from '../time'
import { marketCap } from '../valuation'
import type { DocumentValue, MetricContext, MetricDefinition } from './definition'
import {
  dailyVolumes,
  isStablecoin,
  marketCapsAt,
  onchainAt,
  periodOf,
  pricesAt,
  snapshotTimes,
  sumOverAssets,
  type SnapshotResolution,
} from './homeData'

/*
 * The internal metrics of the home page (app.md sections 7 and 9), asked for with asset BTC and
 * computed across every demo asset. Document histories are bounded (a week of 10-minute points,
 * a month of hourly ones) so a request without `s` stays small and fast; docs/api.md, "Home page
 * metrics", describes each record.
 */

/** Days of history of the document metrics, by resolution. */
const snapshotDays: Record<SnapshotResolution, number> = { '10m': 7, '1h': 30, '24h': 90 }
const heatmapDays: Record<SnapshotResolution, number> = { '10m': 1, '1h': 7, '24h': 90 }
export const treemapSize = 20
const periods = { period: ['24h', '1h', '7d'] }

type Documents = { t: Float64Array; d: DocumentValue[] }

function snapshotResolution(resolution: Resolution): SnapshotResolution {
  if (resolution === '10m' || resolution === '1h' || resolution === '24h') return resolution
  throw new Error(`No ${resolution} snapshots`)
}

/** Memoised per (metric, resolution, period, now): every request of a step shares the records. */
function memoised(
  ctx: MetricContext,
  name: string,
  resolution: Resolution,
  build: () => Documents,
) {
  const period = ctx.params.period ?? ''
  return ctx.model.memo.get(`home|${name}|${resolution}|${period}|${ctx.now}`, build)
}

/** Each asset's price at the series' times and one period earlier (NaN where it had none). */
function moves(ctx: MetricContext, resolution: Resolution, keep: (symbol: string) => boolean) {
  const snapshot = snapshotResolution(resolution)
  const { t, at } = snapshotTimes(ctx.now, snapshot, snapshotDays[snapshot])
  const earlier = at.map((time) => time - periodOf(ctx))
  const assets = demoProfiles
    .filter((profile) => keep(profile.symbol))
    .map((profile) => ({
      profile,
      price: pricesAt(ctx.model, profile, at, ctx.now),
      before: pricesAt(ctx.model, profile, earlier, ctx.now),
    }))
  return { t, at, assets }
}

const stable = new Set(demoProfiles.filter(isStablecoin).map((profile) => profile.symbol))

export const homeMetrics: MetricDefinition[] = [
  {
    path: 'internal/spot_futures_usd_sum',
    name: 'Futures vs Spot Volume',
    tier: 1,
    description:
      'Daily trading volume in USD summed over all assets, split into spot and futures markets.',
    assets: ['BTC'],
    resolutions: ['24h', '1w', '1month'],
    unit: 'usd',
    shape: 'object',
    kind: 'breakdown',
    aggregation: 'sum',
    daily: (ctx) => {
      const spot = sumOverAssets(ctx, (p) => dailyVolumes(ctx.model, p, ctx.now).spot)
      const futures = sumOverAssets(ctx, (p) => dailyVolumes(ctx.model, p, ctx.now).futures)
      return { start: spot.start, o: { spot: spot.v, futures: futures.v } }
    },
  },
  {
    path: 'internal/marketcap_usd_sum',
    name: 'Total Market Cap',
    tier: 1,
    description: 'The market caps of all assets added up.',
    assets: ['BTC'],
    resolutions: ['24h', '1w', '1month'],
    unit: 'usd',
    shape: 'value',
    aggregation: 'last',
    daily: (ctx) => sumOverAssets(ctx, (profile) => marketCap(ctx.model, profile, ctx.now)),
  },
  {
    path: 'internal/heatmaps',
    name: 'On-chain Heatmaps',
    tier: 1,
    description:
      'Supply in profit, SOPR and MVRV of every non-stablecoin asset at each interval, for the heatmap tabs.',
    assets: ['BTC'],
    resolutions: ['1h', '24h'],
    unit: 'none',
    shape: 'document',
    documents: (ctx, resolution) =>
      memoised(ctx, 'heatmaps', resolution, () => {
        const snapshot = snapshotResolution(resolution)
        const { t, at } = snapshotTimes(ctx.now, snapshot, heatmapDays[snapshot])
        const dayAgo = at.map((time) => time - DAY)
        const assets = demoProfiles
          .filter((profile) => !isStablecoin(profile))
          .map((profile) => {
            const price = pricesAt(ctx.model, profile, at, ctx.now)
            return {
              profile,
              price,
              dayAgo: pricesAt(ctx.model, profile, dayAgo, ctx.now),
              marketcap: marketCapsAt(profile, price, at),
            }
          })
        const d = Array.from(at, (time, k) => {
          const record = {
            assets: {} as Record<string, { price: number; marketcap: number }>,
            values: {
              supply_in_profit: {} as Record<string, number>,
              sopr: {} as Record<string, number>,
              mvrv: {} as Record<string, number>,
            },
          }
          for (const { profile, price, dayAgo: before, marketcap } of assets) {
            const now = price[k] ?? NaN
            const snapshot = onchainAt(ctx.model, profile, ctx.now, time, now, before[k] ?? NaN)
            if (![snapshot.mvrv, snapshot.sopr].every(Number.isFinite)) continue
            record.assets[profile.symbol] = { price: now, marketcap: marketcap[k] ?? NaN }
            record.values.supply_in_profit[profile.symbol] = snapshot.supplyInProfit
            record.values.sopr[profile.symbol] = snapshot.sopr
            record.values.mvrv[profile.symbol] = snapshot.mvrv
          }
          return record
        })
        return { t, d }
      }),
  },
  {
    path: 'internal/top_movers',
    name: 'Top Movers',
    tier: 1,
    description:
      'Price and price change over the period of every non-stablecoin asset, largest gain first.',
    assets: ['BTC'],
    resolutions: ['10m', '1h'],
    unit: 'usd',
    parameters: periods,
    shape: 'document',
    documents: (ctx, resolution) =>
      memoised(ctx, 'top_movers', resolution, () => {
        const { t, assets } = moves(ctx, resolution, (symbol) => !stable.has(symbol))
        const d = Array.from(t, (_, k) => {
          const rows = assets
            .map(({ profile, price, before }) => ({
              symbol: profile.symbol,
              price: price[k] ?? NaN,
              change: (price[k] ?? NaN) / (before[k] ?? NaN) - 1,
            }))
            .filter((row) => Number.isFinite(row.change))
            .sort((a, b) => b.change - a.change)
          return Object.fromEntries(rows.map(({ symbol, ...row }) => [symbol, row]))
        })
        return { t, d }
      }),
  },
  {
    path: 'internal/treemaps',
    name: 'Market Treemap',
    tier: 1,
    description: `Market cap and price change over the period of the ${treemapSize} largest assets, largest first.`,
    assets: ['BTC'],
    resolutions: ['10m', '1h'],
    unit: 'usd',
    parameters: periods,
    shape: 'document',
    documents: (ctx, resolution) =>
      memoised(ctx, 'treemaps', resolution, () => {
        const { t, at, assets } = moves(ctx, resolution, () => true)
        const caps = assets.map(({ profile, price }) => marketCapsAt(profile, price, at))
        const d = Array.from(t, (_, k) => {
          const rows = assets
            .map(({ profile, price, before }, index) => ({
              symbol: profile.symbol,
              value: caps[index]?.[k] ?? NaN,
              change: (price[k] ?? NaN) / (before[k] ?? NaN) - 1,
            }))
            .filter((row) => Number.isFinite(row.value) && Number.isFinite(row.change))
            .sort((a, b) => b.value - a.value)
            .slice(0, treemapSize)
          return Object.fromEntries(rows.map(({ symbol, ...row }) => [symbol, row]))
        })
        return { t, d }
      }),
  },
]
