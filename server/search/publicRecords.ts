import type { Asset } from '@/core/api/assets'
import type { CatalogMetric } from '@/core/api/catalog'
import type { SearchAssetRecord, SearchItemRecord } from '@/core/api/search'
import { metricAssets } from '@/core/api/udm'
import { assetRecord, chartRecord, documentRecord } from '@/core/search/searchRecords'
import { dashboardPresets } from '../dashboards/presets'
import { workbenchPresets } from '../udm/presets'

/*
 * The public records (docs/search.md, "Records"): every catalog metric as a chart, the dashboard
 * and workbench presets, and the assets. They change only with a release, so they are built once.
 */

export function publicItemRecords(catalog: readonly CatalogMetric[]): SearchItemRecord[] {
  return [
    ...catalog.map(chartRecord),
    ...dashboardPresets.map((preset) =>
      documentRecord({
        type: 'dashboard',
        uuid: preset.uuid,
        slug: preset.slug,
        name: preset.name,
        description: preset.description,
        // Offered for any asset: it opens on its default one.
        assets: preset.assets.length > 0 ? preset.assets : [preset.defaultAsset],
        ownerUuid: null,
      }),
    ),
    ...workbenchPresets.map((preset) =>
      documentRecord({
        type: 'workbench',
        uuid: preset.uuid,
        slug: preset.slug,
        name: preset.name,
        description: preset.description,
        assets: metricAssets(preset.items),
        ownerUuid: null,
      }),
    ),
  ]
}

/**
 * The assets with their market-cap rank: the order of the asset list, which the demo dataset
 * keeps by market size (the spec's top assets first, server/demo/assets.ts), as a metric
 * source's asset list is expected to.
 */
export function assetRecords(assets: readonly Asset[]): SearchAssetRecord[] {
  return assets.map((asset, index) => assetRecord(asset, index + 1))
}
