import type { MetricDescriptor } from './metrics'
import { invalidParameter, parseMetricsQuery, type MetricsRequest } from './metricsQuery'
import { bulkRangeDays } from './publicMetadata'

/*
 * The query of GET /v1/metrics/{group}/{metric}/bulk, as the public API has it: the parameters
 * of a single series, except that `a` takes several values (repeated, or `*` for every asset,
 * which is also what no `a` means), `s` is required, the range is bounded by resolution and the
 * answer is JSON only. Extra parameters (e, network, …) take one value, as for a single series.
 */

const day = 86_400

/** A bulk request checked against its metric. */
export interface BulkRequest extends Omit<MetricsRequest, 'asset' | 'format'> {
  /** Assets in the descriptor's order and spelling. */
  assets: string[]
  since: number
}

export type BulkQueryResult =
  { success: true; data: BulkRequest } | { success: false; message: string }

/** Checks a raw bulk query against a metric; `now` bounds an open or future `u`. */
export function parseBulkQuery(
  query: unknown,
  descriptor: MetricDescriptor,
  now: number,
): BulkQueryResult {
  const raw: Record<string, unknown> =
    typeof query === 'object' && query !== null ? { ...query } : {}
  const assets = pickAssets(raw.a, descriptor.assets)
  if (!assets.ok) return failure(assets.message)

  const format = raw.f
  if (format !== undefined && (typeof format !== 'string' || format.toLowerCase() !== 'json')) {
    return failure(invalidParameter('f', String(format), ['json']))
  }
  // Everything else is checked as a single series of the metric's first asset would be.
  const single = parseMetricsQuery({ ...raw, a: descriptor.assets[0], f: 'json' }, descriptor)
  if (!single.success) return single
  const { asset: _asset, format: _format, ...request } = single.data
  if (request.since === undefined) {
    return failure(
      `parameter s is required: a bulk request covers at most ${bulkRangeDays[request.interval]} days at i=${request.interval}`,
    )
  }
  const end = Math.min(request.until ?? now, now)
  const limit = bulkRangeDays[request.interval]
  if (end - request.since > limit * day) {
    return failure(
      `too large time range: a bulk request covers at most ${limit} days at i=${request.interval}, ` +
        `asked for s=${request.since} to u=${end}`,
    )
  }
  return { success: true, data: { ...request, since: request.since, assets: assets.value } }
}

type Picked = { ok: true; value: string[] } | { ok: false; message: string }

/** `a=*`, no `a`, one `a` or a repeated `a`: the assets in the descriptor's order. */
function pickAssets(value: unknown, allowed: readonly string[]): Picked {
  const given = (Array.isArray(value) ? value : [value])
    .filter((item) => item !== undefined)
    .map((item) => String(item).trim())
    .filter((text) => text !== '')
  if (given.length === 0 || given.includes('*')) return { ok: true, value: [...allowed] }
  const wanted = new Set<string>()
  for (const text of given) {
    const match = allowed.find((asset) => asset.toLowerCase() === text.toLowerCase())
    if (match === undefined) return { ok: false, message: invalidParameter('a', text, allowed) }
    wanted.add(match)
  }
  return { ok: true, value: allowed.filter((asset) => wanted.has(asset)) }
}

function failure(message: string): { success: false; message: string } {
  return { success: false, message }
}
