import { z } from 'zod'
import type { Asset } from '@/core/api/assets'
import { metricTierSchema, type MetricDescriptor } from '@/core/api/metrics'
import { resolutions, type Resolution } from '@/core/resolution'
import { namesFromPath } from './metricNames'
import { plainAsset } from './plainAsset'

/**
 * The public API's endpoint listing (`GET /v1/metrics/endpoints`). Fields beyond these are
 * ignored, and the schema is lenient about missing lists: one odd entry must not stop the start.
 */
export const upstreamEndpointsSchema = z.array(
  z.looseObject({
    path: z.string(),
    tier: z.number().optional(),
    assets: z.array(z.looseObject({ symbol: z.string(), name: z.string().optional() })).default([]),
    currencies: z.array(z.string()).default([]),
    resolutions: z.array(z.string()).default([]),
  }),
)
export type UpstreamEndpoint = z.infer<typeof upstreamEndpointsSchema>[number]

/** 2009-01-03, the first day of any chain: the listing does not say when an asset starts. */
const upstreamGenesis = 1_230_940_800

/**
 * Our descriptors from the upstream listing: paths lose their `/v1/metrics/` prefix, currencies
 * are lower-cased, and entries without a path, asset or resolution we can serve are left out.
 * The listing does not say whether points carry `v` or `o`: OHLC paths are object-shaped, every
 * other path a value.
 */
export function upstreamDescriptors(endpoints: readonly UpstreamEndpoint[]): MetricDescriptor[] {
  return endpoints.flatMap((endpoint) => {
    const path = endpoint.path.replace(/^\/?(v1\/metrics\/)?/, '')
    if (!/^[a-z0-9_]+\/[a-z0-9_]+$/.test(path)) return []
    const assets = symbols(endpoint)
    const served = resolutions.filter((r: Resolution) => endpoint.resolutions.includes(r))
    if (assets.length === 0 || served.length === 0) return []
    const currencies = (['native', 'usd'] as const).filter((currency) =>
      endpoint.currencies.some((c) => c.toLowerCase() === currency),
    )
    const tier = metricTierSchema.safeParse(endpoint.tier)
    return [
      {
        path,
        ...namesFromPath(path),
        tier: tier.success ? tier.data : 3,
        assets,
        resolutions: served,
        currencies: currencies.length > 0 ? currencies : ['native'],
        shape: path.endsWith('_ohlc') ? 'object' : 'value',
        parameters: {},
        description: '',
      } satisfies MetricDescriptor,
    ]
  })
}

/** Every asset of the listing, in order of first appearance. */
export function upstreamAssets(endpoints: readonly UpstreamEndpoint[]): Asset[] {
  const assets = new Map<string, Asset>()
  for (const endpoint of endpoints) {
    for (const asset of endpoint.assets) {
      const symbol = asset.symbol.toUpperCase()
      if (!isSymbol(symbol) || assets.has(symbol)) continue
      assets.set(symbol, plainAsset(symbol, asset.name ?? symbol, upstreamGenesis))
    }
  }
  return [...assets.values()]
}

function symbols(endpoint: UpstreamEndpoint): string[] {
  const all = endpoint.assets.map((asset) => asset.symbol.toUpperCase()).filter(isSymbol)
  return [...new Set(all)]
}

function isSymbol(symbol: string): boolean {
  return /^[A-Z0-9]{1,15}$/.test(symbol)
}
