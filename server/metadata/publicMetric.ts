import type { Asset } from '@/core/api/assets'
import { metricFormats, type MetricDescriptor } from '@/core/api/metrics'
import type { PublicAsset, PublicMetricMetadata } from '@/core/api/publicMetadata'
import { metricDocsPath } from '@/core/charts/docsLink'

/** A point-in-time variant is served under its base path with this suffix. */
export const pitSuffix = '_pit'

/** The path of the base metric of a `_pit` variant, or undefined for any other path. */
export function pitBasePath(path: string): string | undefined {
  return path.endsWith(pitSuffix) ? path.slice(0, -pitSuffix.length) : undefined
}

/** Bulk answers carry one number per asset, so only value-shaped metrics have a bulk variant. */
export function isBulkSupported(descriptor: MetricDescriptor): boolean {
  return descriptor.shape === 'value'
}

/** The Asset entity in the public API's shape. */
export function toPublicAsset(asset: Asset, origin = ''): PublicAsset {
  const externalIds: PublicAsset['external_ids'] = {}
  for (const source of ['coingecko', 'coinmarketcap', 'ccdata'] as const) {
    const id = asset.externalIds[source]
    if (id !== undefined) externalIds[source] = id
  }
  return {
    id: asset.assetId,
    symbol: asset.symbol,
    name: asset.name,
    asset_type: asset.assetType === 'coin' ? 'BLOCKCHAIN' : 'TOKEN',
    external_ids: externalIds,
    blockchains: asset.blockchains.map((chain) => ({
      blockchain: chain.blockchain,
      address: chain.address ?? '',
      decimals: chain.decimals,
      on_chain_support: chain.onChainSupport,
    })),
    logo_url:
      asset.logoUrl === '' || /^https?:/.test(asset.logoUrl)
        ? asset.logoUrl
        : origin + asset.logoUrl,
    semantic_tags: [...asset.semanticTags],
    tags: [...asset.assetTags],
  }
}

export interface PublicMetricContext {
  /** The variants the source serves beside this metric. */
  hasPath: (path: string) => boolean
  /** The parameters asked for (`a`, `i`, …), already checked against the descriptor. */
  queried: Readonly<Record<string, string>>
  timerange: { min: number; max: number }
  /** The current data step (unix seconds): the listings change with it. */
  modified: number
  /**
   * The app's origin for `refs.docs` (the API reference) and `refs.studio` (PUBLIC_ORIGIN),
   * empty for relative links.
   */
  origin: string
}

/** GET /v1/metadata/metric?path=…: a descriptor in the public API's shape. */
export function publicMetricMetadata(
  descriptor: MetricDescriptor,
  context: PublicMetricContext,
): PublicMetricMetadata {
  const basePath = pitBasePath(descriptor.path)
  const isPit = basePath !== undefined && context.hasPath(basePath)
  const bulk = isBulkSupported(descriptor)
  const base = isPit ? basePath : descriptor.path
  const pitPath = `${descriptor.path}${pitSuffix}`
  const { queried } = context
  const narrow = (name: string, values: readonly string[]) =>
    queried[name] === undefined ? [...values] : [queried[name]]

  const parameters: Record<string, string[]> = {
    a: narrow('a', descriptor.assets),
    c: narrow('c', descriptor.currencies),
    f: [...metricFormats],
    i: narrow('i', descriptor.resolutions),
  }
  for (const [name, values] of Object.entries(descriptor.parameters)) {
    parameters[name] = narrow(name, values)
  }

  return {
    path: `/${descriptor.path}`,
    tier: Math.floor(descriptor.tier),
    studio_tier: descriptor.tier,
    code: descriptor.code,
    modified: context.modified,
    is_pit: isPit,
    bulk_supported: bulk,
    timerange: context.timerange,
    refs: {
      docs: `${context.origin}${metricDocsPath()}`,
      studio: `${context.origin}/charts/${isPit ? baseCode(descriptor.code) : descriptor.code}`,
      metric_variant: {
        base: `/${base}`,
        ...(bulk ? { bulk: `/${descriptor.path}/bulk` } : {}),
        ...(!isPit && context.hasPath(pitPath) ? { pit: `/${pitPath}` } : {}),
      },
    },
    queried: { path: `/${descriptor.path}`, ...queried },
    parameters,
    descriptors: {
      name: descriptor.name,
      short_name: descriptor.name,
      group: descriptor.group,
      tags: [descriptor.group],
      description: { default: descriptor.description },
      data_sharing_group: descriptor.group,
    },
  }
}

/** `IndicatorsSoprPit` → `IndicatorsSopr`: the chart of a variant is its base metric's. */
function baseCode(code: string): string {
  return code.endsWith('Pit') ? code.slice(0, -3) : code
}
