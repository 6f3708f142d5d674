import type { Asset } from '../api/assets'
import type { CatalogMetric } from '../api/catalog'
import {
  publicVisibility,
  userVisibility,
  type SearchAssetRecord,
  type SearchItemRecord,
} from '../api/search'

/*
 * The records of the two search indexes (docs/search.md, "Records"), built from plain data so
 * the server, a worker or a test builds the same ones. objectIDs carry the type so a metric code
 * can never collide with a document's uuid, and public records have keys of their own
 * (`chart:`, `preset:`) that no user's document can have: a record is replaced by its key, and a
 * user's write must never replace what everyone finds.
 */

/** A catalog metric as a public `chart`: it opens at /charts/{metricCode}. */
export function chartRecord(
  metric: Pick<
    CatalogMetric,
    'metricCode' | 'name' | 'shortName' | 'tier' | 'group' | 'description' | 'metricAssets'
  >,
): SearchItemRecord {
  return {
    objectID: `chart:${metric.metricCode}`,
    type: 'chart',
    name: metric.name,
    shortName: metric.shortName === metric.name ? null : metric.shortName,
    slug: metric.metricCode,
    assets: [...metric.metricAssets],
    assetTags: [],
    // The asset the chart opens on: the first the metric exists for (BTC when it has it).
    assetId: metric.metricAssets[0] ?? null,
    category: categoryLabel(metric.group),
    tier: metric.tier,
    metricCode: metric.metricCode,
    exchanges: [],
    description: metric.description || null,
    visibleBy: [publicVisibility],
  }
}

/** A dashboard or workbench, a preset (public) or a user's own (only they see it). */
export interface DocumentSummary {
  type: 'dashboard' | 'workbench'
  uuid: string
  /** A preset's slug; null for a user's document (it opens by uuid). */
  slug: string | null
  name: string
  description: string | null
  assets: readonly string[]
  /** The owner; null for a preset. */
  ownerUuid: string | null
}

export function documentRecord(document: DocumentSummary): SearchItemRecord {
  return {
    objectID:
      document.ownerUuid === null
        ? presetObjectID(document.type, document.uuid)
        : documentObjectID(document.type, document.uuid),
    type: document.type,
    name: document.name,
    slug: document.slug ?? document.uuid,
    assets: [...document.assets],
    assetTags: [],
    assetId: document.assets[0] ?? null,
    category: null,
    // Presets are the first thing offered; a user's own items are never hidden by a tier limit.
    tier: 1,
    metricCode: null,
    exchanges: [],
    description: document.description || null,
    visibleBy: [
      document.ownerUuid === null ? publicVisibility : userVisibility(document.ownerUuid),
    ],
  }
}

/** A user's dashboard or workbench: what every write to one names. */
export function documentObjectID(type: 'dashboard' | 'workbench', uuid: string): string {
  return `${type}:${uuid}`
}

/** A preset: public, and out of reach of the keys users' documents have. */
export function presetObjectID(type: 'dashboard' | 'workbench', uuid: string): string {
  return `preset:${type}:${uuid}`
}

/** An asset with its market-cap rank (1 = largest). */
export function assetRecord(
  asset: Pick<Asset, 'assetId' | 'symbol' | 'name' | 'tags'>,
  rank: number,
): SearchAssetRecord {
  return {
    objectID: asset.assetId,
    symbol: asset.symbol,
    name: asset.name,
    assetId: asset.assetId,
    tags: [...asset.tags],
    rank,
    visibleBy: [publicVisibility],
  }
}

/** `market` → `Market`, `derivatives_options` → `Derivatives Options`: the catalog's group. */
function categoryLabel(group: string): string {
  return group
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
