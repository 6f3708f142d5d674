import type { Asset } from '@/core/api/assets'
import {
  parseAssetListQuery,
  type AssetListResponse,
  type TableRowMetric,
} from '@/core/api/assetList'
import type { MetricDescriptor } from '@/core/api/metrics'
import { isOpenTier } from '@/core/metricAccess'
import { badRequest, HttpError } from '../http/httpError'
import { assertPlanReads, resolveCallerPlan, type ApiKeyPlanLookup } from '../metrics/accessControl'
import type { MetricCaller } from '../metrics/authorize'
import type { ContentCoding } from '../metrics/etag'
import type { MetricQuery, MetricSource } from '../metrics/metricSource'
import { currentStep } from '../metrics/metricsApi'
import { ResponseCache, type CachedResponse } from '../metrics/responseCache'
import { encodeJson } from '../metrics/seriesEncoding'
import { rankSymbols } from './ranking'
import { fillRatios, rowMetric } from './rowMetric'
import { PromiseMemo } from './promiseMemo'

/** Orders the rest of the table after the top assets. */
const marketCapPath = 'market/marketcap_usd'

interface Table {
  /** Every asset in rank order, with its metrics (null where the asset lacks one). */
  rows: { asset: Asset; data: Record<string, TableRowMetric | null>; position: number }[]
}

export interface AssetListAnswer {
  response: CachedResponse
  /** False when a requested metric is above the guest plan: the answer must not be shared. */
  public: boolean
}

/**
 * The asset table without HTTP. The table of all assets for a metric list is computed once per
 * 10-minute step (the expensive part: one daily series per asset and metric); filters and pages
 * are cut from it, and each encoded page is cached like a series (responseCache.ts).
 */
export function createAssetListApi(options: {
  source: MetricSource
  clock?: () => number
  cacheBytes?: number
  /** Resolves API keys to plans (accessControl.ts); without it every key is refused. */
  lookupApiKey?: ApiKeyPlanLookup
}) {
  const { source } = options
  const clock = options.clock ?? Date.now
  const responses = new ResponseCache(options.cacheBytes ?? 8 * 1024 * 1024)
  const tables = new PromiseMemo<Table>(32)

  /** Metrics that fill a table row: one value per day. */
  const tableMetrics = () =>
    source
      .descriptors()
      .filter((d) => d.shape === 'value' && d.resolutions.includes('24h'))
      .map((d) => d.path)

  async function daily(descriptor: MetricDescriptor, asset: string, now: number) {
    if (!descriptor.assets.includes(asset)) return null
    // The unit a chart shows by default: the metric's only currency, else native.
    const currency =
      descriptor.currencies.length === 1 ? (descriptor.currencies[0] ?? 'native') : 'native'
    const query: MetricQuery = { asset, interval: '24h', currency, params: {} }
    try {
      return await source.series(descriptor.path, query, now)
    } catch (error) {
      // An asset only imports have, at other intervals (layeredSource.ts): no daily value, as
      // for a metric it does not have, rather than a failed table.
      if (error instanceof HttpError && error.status === 400) return null
      throw error
    }
  }

  async function buildTable(metrics: readonly string[], now: number): Promise<Table> {
    const assets = source.assets()
    const descriptors = metrics.map((path) => source.descriptor(path))
    const columns = await Promise.all(
      descriptors.map(async (descriptor) => {
        if (descriptor === undefined) return assets.map(() => null)
        const cells = await Promise.all(
          assets.map(async (asset) => {
            const series = await daily(descriptor, asset.symbol, now)
            return series === null ? null : rowMetric(descriptor.path, series)
          }),
        )
        fillRatios(cells)
        return cells
      }),
    )
    const capDescriptor = source.descriptor(marketCapPath)
    const caps = new Map<string, number | null>()
    for (const asset of assets) {
      const series = capDescriptor && (await daily(capDescriptor, asset.symbol, now))
      caps.set(asset.symbol, series ? rowMetric(marketCapPath, series).latest : null)
    }
    const order = rankSymbols(
      assets.map((asset) => asset.symbol),
      (symbol) => caps.get(symbol) ?? null,
    )
    const rows = assets.map((asset, index) => ({
      asset,
      data: Object.fromEntries(metrics.map((path, k) => [path, columns[k]?.[index] ?? null])),
      position: order.indexOf(asset.symbol) + 1,
    }))
    rows.sort((a, b) => a.position - b.position)
    return { rows }
  }

  return {
    sourceName: source.name,

    /** GET /v1/asset-list/assets. */
    async assets(
      query: unknown,
      coding: ContentCoding,
      caller: MetricCaller,
    ): Promise<AssetListAnswer> {
      const parsed = parseAssetListQuery(query, {
        symbols: source.assets().map((asset) => asset.symbol),
        metrics: tableMetrics(),
      })
      if (!parsed.success) throw badRequest(parsed.message)
      const request = parsed.data
      const tiers = request.metrics.map((path) => source.descriptor(path)?.tier ?? 1)
      const plan = await resolveCallerPlan(caller, options.lookupApiKey)
      for (const tier of tiers) assertPlanReads(plan, tier)

      const now = currentStep(clock())
      const table = await tables.get(JSON.stringify([request.metrics, now]), () =>
        buildTable(request.metrics, now),
      )
      const key = JSON.stringify([
        request.metrics,
        request.symbols,
        request.tag,
        request.page,
        request.pageSize,
        now,
      ])
      const response = await responses.get(key, coding, () => {
        const matching = table.rows.filter(
          (row) =>
            (request.symbols === undefined || request.symbols.includes(row.asset.symbol)) &&
            (request.tag === undefined || row.asset.tags.includes(request.tag)),
        )
        const start = (request.page - 1) * request.pageSize
        const body: AssetListResponse = {
          data: matching.slice(start, start + request.pageSize),
          meta: {
            pagination: { page: request.page, pageSize: request.pageSize, total: matching.length },
          },
        }
        return encodeJson(body)
      })
      return { response, public: tiers.every(isOpenTier) }
    },
  }
}
