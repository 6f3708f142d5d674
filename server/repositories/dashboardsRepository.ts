import type { Kysely, Selectable } from 'kysely'
import type { DashboardData } from '@/core/api/dashboards'
import type { Database, DashboardsTable } from '../db/schema'
import { uncategorizeDocuments, versionedRows } from './versionedRows'

/** A saved dashboard as the server holds it. Times in milliseconds. */
export interface StoredDashboard {
  uuid: string
  ownerUuid: string
  /** One of the owner's categories; null is uncategorized. */
  categoryUuid: string | null
  data: DashboardData
  version: number
  createdAt: number
  updatedAt: number
}

/** Where a dashboard is written: its category (null = uncategorized) and its document. */
export interface DashboardInput {
  categoryUuid: string | null
  data: DashboardData
}

export interface DashboardsRepository {
  /** The owner's dashboards, newest first. */
  listByOwner(ownerUuid: string): Promise<StoredDashboard[]>
  /** Any user's dashboard: reading by id is how a dashboard is shared. */
  find(uuid: string): Promise<StoredDashboard | undefined>
  countByOwner(ownerUuid: string): Promise<number>
  /** A new dashboard at version 1, under `uuid` (checked free by the caller) or a fresh one. */
  create(
    ownerUuid: string,
    input: DashboardInput,
    now: number,
    uuid?: string,
  ): Promise<StoredDashboard>
  /**
   * Replaces `current` with `input` as the next version. Undefined when the row is no longer at
   * `current.version` (another write got there first).
   */
  replace(
    current: StoredDashboard,
    input: DashboardInput,
    now: number,
  ): Promise<StoredDashboard | undefined>
  /** Deletes the dashboard if it is still at `version`. */
  delete(uuid: string, version: number): Promise<boolean>
  /** Moves a category's dashboards to uncategorized, each as a new version; answers how many. */
  uncategorize(ownerUuid: string, categoryUuid: string, now: number): Promise<number>
}

export function createDashboardsRepository(db: Kysely<Database>): DashboardsRepository {
  const rows = versionedRows(db, 'dashboards')
  return {
    async listByOwner(ownerUuid) {
      const listed = await db
        .selectFrom('dashboards')
        .selectAll()
        .where('user_uuid', '=', ownerUuid)
        .orderBy('created_at', 'desc')
        // Two dashboards saved in the same millisecond still come back in one stable order.
        .orderBy('uuid')
        .execute()
      return listed.map(toDashboard)
    },

    async find(uuid) {
      const row = await rows.find(uuid)
      return row && toDashboard(row)
    },

    countByOwner: (ownerUuid) => rows.countByOwner(ownerUuid),

    async create(ownerUuid, input, now, uuid) {
      return toDashboard(await rows.insert(ownerUuid, columns(input), now, uuid))
    },

    async replace(current, input, now) {
      const version = await rows.replace(current, columns(input), now)
      return version === undefined ? undefined : { ...current, ...input, version, updatedAt: now }
    },

    delete: (uuid, version) => rows.delete(uuid, version),

    uncategorize: (ownerUuid, categoryUuid, now) =>
      uncategorizeDocuments(db, 'dashboards', ownerUuid, categoryUuid, now),
  }
}

function columns(input: DashboardInput) {
  return {
    category_uuid: input.categoryUuid,
    name: input.data.meta.name,
    asset: input.data.meta.asset,
    document: JSON.stringify(input.data),
  }
}

/** Stored documents were validated on the way in and are returned as they were saved. */
function toDashboard(row: Selectable<DashboardsTable>): StoredDashboard {
  return {
    uuid: row.uuid,
    ownerUuid: row.user_uuid,
    categoryUuid: row.category_uuid,
    data: JSON.parse(row.document) as DashboardData,
    version: row.version,
    // PostgreSQL answers bigint as a string.
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  }
}
