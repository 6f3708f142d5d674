import {
  dashboardDocumentSchema,
  type DashboardDocument,
  type DashboardMeta,
} from '@/core/api/dashboards'
import type { DashboardItem } from '@/core/api/dashboardItems'
import type { LayoutEntry } from '@/core/api/dashboardLayouts'
import { idempotencyKeyHeader, versionTag } from '@/core/api/documentVersion'
import { requestJson } from '@/lib/api/client'

/*
 * Writes to /v1/dashboards. Each names the version it was made on (If-Match: a save made on a
 * stale copy answers 412 instead of overwriting someone's newer save) and carries a fresh
 * Idempotency-Key, so a request retried after a lost answer is applied once.
 */

/** What a dashboard write sends: its items, their places, its meta and (optionally) category. */
export interface DashboardInput {
  /** A category's uuid, or "uncategorized"; left out, a new dashboard is uncategorized. */
  categoryUuid?: string
  data: { configs: DashboardItem[]; layouts: LayoutEntry[]; meta: DashboardMeta }
}

/** A fresh Idempotency-Key, and If-Match for a change made on `version`. */
export function writeHeaders(version?: number): Record<string, string> {
  return {
    [idempotencyKeyHeader]: crypto.randomUUID(),
    ...(version === undefined ? {} : { 'If-Match': versionTag(version) }),
  }
}

/** POST /v1/dashboards/create: answers the new dashboard. */
export async function createDashboard(input: DashboardInput): Promise<DashboardDocument> {
  return dashboardDocumentSchema.parse(
    await requestJson('/v1/dashboards/create', {
      method: 'POST',
      json: input,
      headers: writeHeaders(),
    }),
  )
}

/**
 * PUT /v1/dashboards/{uuid}: the whole dashboard, made on `version` (a move to another category
 * sends the document as read with only `categoryUuid` changed).
 */
export async function updateDashboard(
  uuid: string,
  version: number,
  input: DashboardInput,
): Promise<DashboardDocument> {
  return dashboardDocumentSchema.parse(
    await requestJson(`/v1/dashboards/${encodeURIComponent(uuid)}`, {
      method: 'PUT',
      json: input,
      headers: writeHeaders(version),
    }),
  )
}

export async function deleteDashboard(uuid: string, version: number): Promise<void> {
  await requestJson(`/v1/dashboards/${encodeURIComponent(uuid)}`, {
    method: 'DELETE',
    headers: writeHeaders(version),
  })
}
