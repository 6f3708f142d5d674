import { assetTags, type Asset, type AssetTag } from '@/core/api/assets'
import type { CatalogMetric } from '@/core/api/catalog'
import type { AssetTagDocument } from '@/core/api/cms'
import type { CollectionSpec, Entity } from './collection'
import { assetTagLabels } from './content/assetTags'
import { changelog } from './content/changelog'
import { outages } from './content/outages'
import { popupNotifications } from './content/popupNotifications'
import { asDocuments } from './documentId'

/** A collection: how to query it and its documents at a given time (ms). */
export interface Collection {
  spec: CollectionSpec
  documents(nowMs: number): readonly Entity[]
}

const documentFields = ['id', 'documentId'] as const

const assetTagFields = [...documentFields, 'name', 'label', 'position']

/** Keys of a content type, for the spec's field list. */
function fieldsOf(sample: object | undefined, relations: readonly string[] = []): string[] {
  return [...documentFields, ...Object.keys(sample ?? {}).filter((key) => !relations.includes(key))]
}

/** Content that is published once its `publishAt` has passed. */
function scheduled<T extends { publishAt: string }>(
  name: string,
  items: readonly T[],
  defaults: Pick<CollectionSpec, 'defaultSort' | 'defaultPageSize'> = {},
): Collection {
  const documents = asDocuments(name, items, (item) => `${item.publishAt}:${JSON.stringify(item)}`)
  return {
    spec: { name, fields: fieldsOf(items[0]), ...defaults },
    documents: (nowMs) => documents.filter((item) => Date.parse(item.publishAt) <= nowMs),
  }
}

function fixed(name: string, spec: Omit<CollectionSpec, 'name'>, documents: Entity[]): Collection {
  return { spec: { name, ...spec }, documents: () => documents }
}

export const assetTagDocuments: readonly AssetTagDocument[] = asDocuments(
  'asset-tags',
  assetTags.map((name, position) => ({ name, label: assetTagLabels[name], position })),
  (tag) => tag.name,
)

function tagDocuments(tags: readonly AssetTag[]): AssetTagDocument[] {
  return assetTagDocuments.filter((tag) => tags.includes(tag.name))
}

/** Every collection of the content service, by its API name. */
export function createCollections(
  catalog: readonly CatalogMetric[],
  assets: readonly Asset[],
): Record<string, Collection> {
  const catalogRelations = ['metricAssets', 'studioMetricConfig']
  const metricCounts = new Map<string, number>()
  for (const metric of catalog) {
    for (const symbol of metric.metricAssets) {
      metricCounts.set(symbol, (metricCounts.get(symbol) ?? 0) + 1)
    }
  }
  return {
    'catalog-metrics': fixed(
      'catalog-metrics',
      {
        fields: fieldsOf(catalog[0], catalogRelations),
        relations: {
          metricAssets: {},
          studioMetricConfig: { fields: Object.keys(catalog[0]?.studioMetricConfig ?? {}) },
        },
      },
      asDocuments('catalog-metrics', catalog, (metric) => metric.metricCode),
    ),
    'metric-assets': fixed(
      'metric-assets',
      { fields: [...documentFields, 'symbol', 'name', 'metricCount'] },
      asDocuments(
        'metric-assets',
        assets.flatMap((asset) => {
          const metricCount = metricCounts.get(asset.symbol)
          return metricCount === undefined
            ? []
            : [{ symbol: asset.symbol, name: asset.name, metricCount }]
        }),
        (asset) => asset.symbol,
      ),
    ),
    'asset-tags': fixed('asset-tags', { fields: assetTagFields, defaultSort: ['position'] }, [
      ...assetTagDocuments,
    ]),
    assets: fixed(
      'assets',
      {
        fields: [...documentFields, 'assetId', 'symbol', 'name'],
        relations: {
          asset_tags: { fields: assetTagFields },
          dashboard_asset_tags: { fields: assetTagFields },
        },
      },
      asDocuments(
        'assets',
        assets.map((asset) => ({
          assetId: asset.assetId,
          symbol: asset.symbol,
          name: asset.name,
          asset_tags: tagDocuments(asset.tags),
          dashboard_asset_tags: tagDocuments(asset.dashboardTags),
        })),
        (asset) => asset.assetId,
      ),
    ),
    'popup-notifications': scheduled('popup-notifications', popupNotifications, {
      defaultSort: ['publishAt:desc'],
    }),
    outages: fixed('outages', { fields: fieldsOf(outages[0]), defaultSort: ['start:desc'] }, [
      ...asDocuments('outages', outages, (outage) => `${outage.kind}:${outage.start}`),
    ]),
    changelogs: scheduled('changelogs', changelog, {
      defaultSort: ['publishAt:desc'],
      defaultPageSize: 5,
    }),
  }
}
