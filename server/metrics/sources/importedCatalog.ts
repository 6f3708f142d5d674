import type { Asset } from '@/core/api/assets'
import type { MetricDescriptor } from '@/core/api/metrics'
import { resolutions, type Resolution } from '@/core/resolution'
import type { ImportedSeriesInfo } from '../../repositories/importedSeriesRepository'
import { namesFromPath } from './metricNames'
import { plainAsset } from './plainAsset'

const day = 86_400

/**
 * The listings of a source with imported series laid over it: an imported path the source lacks
 * gets a descriptor of its own; for a path it has, the imported assets and intervals are added
 * to its descriptor. The source's order is kept and new paths follow, sorted.
 */
export function mergeDescriptors(
  base: readonly MetricDescriptor[],
  imported: readonly ImportedSeriesInfo[],
): MetricDescriptor[] {
  const byPath = new Map<string, { assets: string[]; resolutions: Set<Resolution> }>()
  for (const info of imported) {
    const entry = byPath.get(info.path) ?? { assets: [], resolutions: new Set() }
    if (!entry.assets.includes(info.asset)) entry.assets.push(info.asset)
    entry.resolutions.add(info.resolution)
    byPath.set(info.path, entry)
  }
  const merged = base.map((descriptor) => {
    const extra = byPath.get(descriptor.path)
    if (extra === undefined) return descriptor
    byPath.delete(descriptor.path)
    return {
      ...descriptor,
      assets: union(descriptor.assets, extra.assets),
      resolutions: inResolutionOrder(new Set([...descriptor.resolutions, ...extra.resolutions])),
    }
  })
  const added = [...byPath.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([path, extra]) => importedDescriptor(path, extra.assets, extra.resolutions))
  return [...merged, ...added]
}

/** The source's assets, then a plain entry for each imported symbol it does not know. */
export function mergeAssets(
  base: readonly Asset[],
  imported: readonly ImportedSeriesInfo[],
): Asset[] {
  const known = new Set(base.map((asset) => asset.symbol))
  const added = new Map<string, number>()
  for (const info of imported) {
    if (known.has(info.asset)) continue
    added.set(info.asset, Math.min(added.get(info.asset) ?? Infinity, info.firstT))
  }
  // Genesis is a UTC midnight: the day of the first imported point.
  return [
    ...base,
    ...[...added].map(([symbol, firstT]) =>
      plainAsset(symbol, symbol, Math.floor(firstT / day) * day),
    ),
  ]
}

/** `market/price_usd_close` -> MarketPriceUsdClose, named "Price Usd Close". */
function importedDescriptor(
  path: string,
  assets: string[],
  resolutionSet: Set<Resolution>,
): MetricDescriptor {
  return {
    path,
    ...namesFromPath(path),
    tier: 1,
    assets,
    resolutions: inResolutionOrder(resolutionSet),
    currencies: ['native'],
    shape: 'value',
    parameters: {},
    description: 'Imported series.',
  }
}

function union(first: readonly string[], second: readonly string[]): string[] {
  return [...first, ...second.filter((item) => !first.includes(item))]
}

function inResolutionOrder(set: Set<Resolution>): Resolution[] {
  return resolutions.filter((resolution) => set.has(resolution))
}
