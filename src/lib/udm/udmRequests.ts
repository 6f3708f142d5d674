import {
  chartDocumentSchema,
  udmCategorySchema,
  type ChartDocument,
  type ChartInput,
  type UdmCategory,
} from '@/core/api/udm'
import { idempotencyKeyHeader, versionTag } from '@/core/api/documentVersion'
import { requestJson } from '@/lib/api/client'

/*
 * Writes to /v1/udm. Each names the version it was made on (If-Match: a change made on a stale
 * copy answers 412 instead of overwriting someone's newer save) and carries a fresh
 * Idempotency-Key, so a request retried after a lost answer is applied once.
 */

function writeHeaders(version?: number): Record<string, string> {
  return {
    [idempotencyKeyHeader]: crypto.randomUUID(),
    ...(version === undefined ? {} : { 'If-Match': versionTag(version) }),
  }
}

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

export async function createChart(input: ChartInput): Promise<ChartDocument> {
  return chartDocumentSchema.parse(
    await requestJson('/v1/udm/create', { method: 'POST', json: input, headers: writeHeaders() }),
  )
}

export async function updateChart(
  uuid: string,
  version: number,
  data: ChartInput,
): Promise<ChartDocument> {
  return chartDocumentSchema.parse(
    await requestJson(`/v1/udm/${encodeURIComponent(uuid)}`, {
      method: 'PUT',
      json: { data },
      headers: writeHeaders(version),
    }),
  )
}

export async function deleteChart(uuid: string, version: number): Promise<void> {
  await requestJson(`/v1/udm/${encodeURIComponent(uuid)}`, {
    method: 'DELETE',
    headers: writeHeaders(version),
  })
}

export async function createCategory(name: string): Promise<UdmCategory> {
  return udmCategorySchema.parse(
    await requestJson('/v1/udm/categories', {
      method: 'POST',
      json: { name },
      headers: writeHeaders(),
    }),
  )
}

export async function renameCategory(
  uuid: string,
  version: number,
  name: string,
): Promise<UdmCategory> {
  return udmCategorySchema.parse(
    await requestJson(`/v1/udm/categories/${encodeURIComponent(uuid)}`, {
      method: 'PUT',
      json: { name },
      headers: writeHeaders(version),
    }),
  )
}

export async function deleteCategory(uuid: string, version: number): Promise<void> {
  await requestJson(`/v1/udm/categories/${encodeURIComponent(uuid)}`, {
    method: 'DELETE',
    headers: writeHeaders(version),
  })
}
