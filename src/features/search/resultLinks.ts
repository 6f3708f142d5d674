import type { AssetHit, ItemHit } from '@/lib/search/searchHits'

/** The asset a hit opens with: the page's asset when the hit covers it, else its first one. */
function assetFor(hit: ItemHit, currentAsset: string | undefined): string | undefined {
  if (currentAsset && hit.assets.includes(currentAsset)) return currentAsset
  return hit.assets[0]
}

function withAsset(path: string, asset: string | undefined): string {
  return asset ? `${path}?${new URLSearchParams({ a: asset }).toString()}` : path
}

/**
 * Where a result opens (app.md section 2, route table): a metric's chart at /charts/{slug}, a
 * saved workbench at /charts/{uuid} (a workbench is a chart), a dashboard at
 * /dashboards/{slug or uuid}; each with the asset, so the chart draws something the metric has.
 */
export function itemHref(hit: ItemHit, currentAsset: string | undefined): string {
  const id = encodeURIComponent(hit.slug)
  const asset = assetFor(hit, currentAsset)
  return hit.type === 'dashboard'
    ? withAsset(`/dashboards/${id}`, asset)
    : withAsset(`/charts/${id}`, asset)
}

/** An asset opens its overview dashboard, as the home page's asset table does. */
export function assetHref(hit: AssetHit): string {
  return withAsset('/dashboards/asset-overview', hit.symbol)
}
