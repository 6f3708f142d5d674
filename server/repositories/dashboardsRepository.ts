import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { DashboardData } from '@/core/api/dashboards'
import type { Database, DashboardsTable } from '../db/schema'

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
  create(ownerUuid: string, input: DashboardInput, now: number): Promise<StoredDashboard>
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
  return {
    async listByOwner(ownerUuid) {
      const rows = await db
        .selectFrom('dashboards')
        .selectAll()
        .where('user_uuid', '=', ownerUuid)
        .orderBy('created_at', 'desc')
        // Two dashboards saved in the same millisecond still come back in one stable order.
        .orderBy('uuid')
        .execute()
      return rows.map(toDashboard)
    },

    async find(uuid) {
      const row = await db
        .selectFrom('dashboards')
        .selectAll()
        .where('uuid', '=', uuid)
        .executeTakeFirst()
      return row && toDashboard(row)
    },

    async countByOwner(ownerUuid) {
      const { count } = await db
        .selectFrom('dashboards')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_uuid', '=', ownerUuid)
        .executeTakeFirstOrThrow()
      return Number(count)
    },

    async create(ownerUuid, input, now) {
      const row = {
        uuid: randomUUID(),
        user_uuid: ownerUuid,
        ...columns(input),
        version: 1,
        created_at: now,
        updated_at: now,
      }
      await db.insertInto('dashboards').values(row).execute()
      return toDashboard(row)
    },

    async replace(current, input, now) {
      const version = current.version + 1
      const result = await db
        .updateTable('dashboards')
        .set({ ...columns(input), version, updated_at: now })
        .where('uuid', '=', current.uuid)
        .where('version', '=', current.version)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) return undefined
      return { ...current, ...input, version, updatedAt: now }
    },

    async delete(uuid, version) {
      const result = await db
        .deleteFrom('dashboards')
        .where('uuid', '=', uuid)
        .where('version', '=', version)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    async uncategorize(ownerUuid, categoryUuid, now) {
      const result = await db
        .updateTable('dashboards')
        .set((eb) => ({ category_uuid: null, version: eb('version', '+', 1), updated_at: now }))
        .where('user_uuid', '=', ownerUuid)
        .where('category_uuid', '=', categoryUuid)
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },
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
