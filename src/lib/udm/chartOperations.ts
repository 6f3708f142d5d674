import type { QueryClient } from '@tanstack/react-query'
import { metricAssets, type ChartDocument, type ChartInput, type UdmCategory } from '@/core/api/udm'
import type { NewOperation } from '@/core/sync/operations'
import { chartDocumentQuery } from './udmQueries'

/*
 * The writes of saved charts and workbenches (/v1/udm) as outbox operations (docs/offline.md):
 * each names the version it was made on, creates carry the uuid the app chose, and the body is
 * the one the route takes. The outbox shows each at once and sends it when it can.
 */

type Operation = Omit<NewOperation, 'owner'>

/** The writable part of a chart as held by the app (POST /create, PUT's data). */
export function chartInputOf(chart: ChartDocument): ChartInput {
  return {
    name: chart.name,
    description: chart.description,
    configType: chart.configType,
    categoryUuid: chart.categoryUuid,
    items: chart.items,
    since: chart.since,
    until: chart.until,
    zoom: chart.zoom,
    range: chart.range,
    date: chart.date,
  }
}

export function createChartOperation(input: ChartInput, label: string): Operation {
  const uuid = crypto.randomUUID()
  return {
    kind: 'chart.create',
    target: uuid,
    payload: { ...input, clientUuid: uuid },
    baseVersion: null,
    label,
  }
}

export function updateChartOperation(
  saved: ChartDocument,
  input: ChartInput,
  label: string,
): Operation {
  return {
    kind: 'chart.update',
    target: saved.uuid,
    payload: { data: input },
    baseVersion: saved.version,
    base: { data: chartInputOf(saved) },
    label,
  }
}

/**
 * The delete, made on the version the user saw. With the chart as this app holds it at that
 * version (`shown`), a newer version that differs from it only in its number (this app's own
 * save landed after the list was read) is deleted rather than kept with a notice.
 */
export function deleteChartOperation(
  uuid: string,
  version: number,
  name: string,
  shown?: ChartDocument,
): Operation {
  return {
    kind: 'chart.delete',
    target: uuid,
    baseVersion: version,
    ...(shown?.version === version ? { base: { data: chartInputOf(shown) } } : {}),
    label: `Deleted “${name}”`,
  }
}

/** The chart as the app now shows it (the outbox put it in the cache), or one made from it. */
export function shownChart(
  queryClient: QueryClient,
  uuid: string,
  input: ChartInput,
): ChartDocument {
  const now = Date.now()
  return (
    queryClient.getQueryData(chartDocumentQuery(uuid).queryKey) ??
    ownChartDocument(uuid, input, { version: 1, createdAt: now, updatedAt: now })
  )
}

/** The user's own chart as the app holds it before (or without) the server's answer. */
export function ownChartDocument(
  uuid: string,
  input: ChartInput,
  times: Pick<ChartDocument, 'version' | 'createdAt' | 'updatedAt'>,
): ChartDocument {
  return {
    ...input,
    uuid,
    slug: null,
    isMultiAsset: metricAssets(input.items).length > 1,
    isOwner: true,
    isPreset: false,
    ...times,
  }
}

export function createChartCategoryOperation(name: string): Operation {
  const uuid = crypto.randomUUID()
  return {
    kind: 'chartCategory.create',
    target: uuid,
    payload: { name, clientUuid: uuid },
    baseVersion: null,
    label: `Created category “${name}”`,
  }
}

export function renameChartCategoryOperation(category: UdmCategory, name: string): Operation {
  return {
    kind: 'chartCategory.rename',
    target: category.uuid,
    payload: { name },
    baseVersion: category.version,
    base: { name: category.name },
    label: `Renamed category “${category.name}” to “${name}”`,
  }
}

export function deleteChartCategoryOperation(category: UdmCategory): Operation {
  return {
    kind: 'chartCategory.delete',
    target: category.uuid,
    baseVersion: category.version,
    label: `Deleted category “${category.name}”`,
  }
}
