import { z } from 'zod'
import { assetSchema, assetTags, type AssetTag } from './assets'
import { invalidParameter, queryTextSchema } from './metricsQuery'

/*
 * GET /v1/asset-list/assets: the asset table of the home page (app.md sections 2 and 7). One row
 * per asset with a table row metric per requested metric path, ranked like the spec's top
 * assets, paginated. Validation needs the source's assets and metrics, so it is a function of
 * them, with errors in the metrics API's wording (`parameter a=XYZ is invalid, allowed values: …`).
 */

/** app.md section 9: default page size 100; more than 500 rows is refused. */
export const defaultAssetListPageSize = 100
export const maxAssetListPageSize = 500
export const maxAssetListMetrics = 20

/** Price, market cap and active addresses: the Overview tab's columns, when the source has them. */
export const defaultAssetListMetrics = [
  'market/price_usd_close',
  'market/marketcap_usd',
  'addresses/active_count',
] as const

/**
 * One metric of one asset in the table (app.md section 3), from its daily series: `latest` is the
 * last value; `values_7d` the last 7 daily values, oldest first; `aggregated` their mean;
 * `change_24h` and `change_7d` the relative change of `latest` from the value 1 and 7 days
 * earlier (0.05 = +5%); `ratio` the asset's share of the sum of `latest` over every asset that
 * has the metric (market-cap dominance for market caps). Null where there is no value.
 */
export const tableRowMetricSchema = z.object({
  path: z.string(),
  latest: z.number().nullable(),
  aggregated: z.number().nullable(),
  change_24h: z.number().nullable(),
  change_7d: z.number().nullable(),
  values_7d: z.array(z.number().nullable()),
  ratio: z.number().nullable(),
})
export type TableRowMetric = z.infer<typeof tableRowMetricSchema>

/** A row: the Asset entity, every requested metric (null where the asset lacks it), its rank. */
export const assetListRowSchema = z.object({
  asset: assetSchema,
  data: z.record(z.string(), tableRowMetricSchema.nullable()),
  /** 1-based rank among all assets (top assets first, then by market cap), whatever the filter. */
  position: z.number().int().positive(),
})
export type AssetListRow = z.infer<typeof assetListRowSchema>

export const assetListResponseSchema = z.object({
  data: z.array(assetListRowSchema),
  meta: z.object({
    pagination: z.object({
      page: z.number().int().positive(),
      pageSize: z.number().int().positive(),
      /** Rows matching `a` and `asset_tag`, on all pages. */
      total: z.number().int().nonnegative(),
    }),
  }),
})
export type AssetListResponse = z.infer<typeof assetListResponseSchema>

export const assetListQueryFormSchema = z.object({
  a: queryTextSchema('a'),
  metrics: queryTextSchema('metrics'),
  asset_tag: queryTextSchema('asset_tag'),
  page: queryTextSchema('page'),
  page_size: queryTextSchema('page_size'),
})

export interface AssetListRequest {
  /** Symbols in the source's spelling, or undefined for every asset. */
  symbols: string[] | undefined
  metrics: string[]
  tag: AssetTag | undefined
  page: number
  pageSize: number
}

export type AssetListQueryResult =
  { success: true; data: AssetListRequest } | { success: false; message: string }

/**
 * Checks a raw query against what the source offers: `symbols` (its assets) and `metrics` (paths
 * that can fill a table row). Lists are comma-separated; matching ignores case; the first wrong
 * value is named in the message.
 */
export function parseAssetListQuery(
  query: unknown,
  offered: { symbols: readonly string[]; metrics: readonly string[] },
): AssetListQueryResult {
  const form = assetListQueryFormSchema.safeParse(query)
  if (!form.success) return failure(form.error.issues[0]?.message ?? 'invalid query')
  const { data } = form

  const symbols = data.a === undefined ? undefined : pickAll('a', data.a, offered.symbols)
  if (symbols !== undefined && !symbols.ok) return symbols.failure
  const defaults = defaultAssetListMetrics.filter((path) => offered.metrics.includes(path))
  const metrics =
    data.metrics === undefined
      ? { ok: true as const, values: defaults }
      : pickAll('metrics', data.metrics, offered.metrics)
  if (!metrics.ok) return metrics.failure
  if (metrics.values.length > maxAssetListMetrics) {
    return failure(`parameter metrics lists more than ${maxAssetListMetrics} metrics`)
  }
  const tag =
    data.asset_tag === undefined ? undefined : pickAll('asset_tag', data.asset_tag, assetTags)
  if (tag !== undefined && !tag.ok) return tag.failure
  if (tag !== undefined && tag.values.length !== 1) {
    return failure(`parameter asset_tag takes one tag, allowed values: ${assetTags.join(', ')}`)
  }
  const page = positiveInteger('page', data.page, 1, Number.MAX_SAFE_INTEGER)
  if (!page.ok) return page.failure
  const pageSize = positiveInteger(
    'page_size',
    data.page_size,
    defaultAssetListPageSize,
    maxAssetListPageSize,
  )
  if (!pageSize.ok) return pageSize.failure

  return {
    success: true,
    data: {
      symbols: symbols?.values,
      metrics: metrics.values,
      tag: tag?.values[0],
      page: page.value,
      pageSize: pageSize.value,
    },
  }
}

type Failure = { ok: false; failure: { success: false; message: string } }

/** Every comma-separated value, each in the allowed spelling; duplicates dropped. */
function pickAll<T extends string>(
  name: string,
  text: string,
  allowed: readonly T[],
): { ok: true; values: T[] } | Failure {
  const values: T[] = []
  for (const part of text.split(',')) {
    const wanted = part.trim().toLowerCase()
    if (wanted === '') continue
    const match = allowed.find((candidate) => candidate.toLowerCase() === wanted)
    if (match === undefined) {
      return { ok: false, failure: failure(invalidParameter(name, part.trim(), allowed)) }
    }
    if (!values.includes(match)) values.push(match)
  }
  return { ok: true, values }
}

function positiveInteger(
  name: string,
  text: string | undefined,
  fallback: number,
  max: number,
): { ok: true; value: number } | Failure {
  if (text === undefined) return { ok: true, value: fallback }
  const value = /^\d{1,16}$/.test(text) ? Number(text) : NaN
  if (value >= 1 && value <= max) return { ok: true, value }
  const range = max === Number.MAX_SAFE_INTEGER ? 'of at least 1' : `from 1 to ${max}`
  return {
    ok: false,
    failure: failure(`parameter ${name}=${text} is invalid, expected an integer ${range}`),
  }
}

function failure(message: string): { success: false; message: string } {
  return { success: false, message }
}
