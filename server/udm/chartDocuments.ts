import {
  metricAssets,
  type ChartDocument,
  type ChartSummary,
  type UdmCategory,
} from '@/core/api/udm'
import type { ListedChart, StoredChart } from '../repositories/udmChartsRepository'
import type { StoredCategory } from '../repositories/udmCategoriesRepository'

/**
 * A stored chart as `viewerUuid` reads it (null for a guest). Anyone with the link may read a
 * chart; only its owner may save over it (`isOwner`), and only the owner sees its category:
 * categories are private.
 */
export function chartDocument(chart: StoredChart, viewerUuid: string | null): ChartDocument {
  const isOwner = viewerUuid === chart.ownerUuid
  return {
    uuid: chart.uuid,
    slug: null,
    name: chart.name,
    description: chart.description,
    configType: chart.configType,
    categoryUuid: isOwner ? chart.categoryUuid : null,
    items: chart.items,
    since: chart.since,
    until: chart.until,
    zoom: chart.zoom,
    range: chart.range,
    date: chart.date,
    isMultiAsset: metricAssets(chart.items).length > 1,
    isOwner,
    isPreset: false,
    version: chart.version,
    createdAt: chart.createdAt,
    updatedAt: chart.updatedAt,
  }
}

/** An entry of the owner's list. */
export function chartSummary(chart: ListedChart): ChartSummary {
  const assets = metricAssets(chart.items)
  return {
    uuid: chart.uuid,
    name: chart.name,
    description: chart.description,
    configType: chart.configType,
    categoryUuid: chart.categoryUuid,
    category:
      chart.categoryUuid === null || chart.categoryName === null
        ? null
        : { uuid: chart.categoryUuid, name: chart.categoryName },
    itemCount: chart.items.length,
    assets,
    isMultiAsset: assets.length > 1,
    version: chart.version,
    createdAt: chart.createdAt,
    updatedAt: chart.updatedAt,
  }
}

export function categoryDocument(category: StoredCategory): UdmCategory {
  return {
    uuid: category.uuid,
    name: category.name,
    chartCount: category.chartCount,
    version: category.version,
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
  }
}
