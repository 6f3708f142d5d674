import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { ChartInput } from '@/core/api/udm'
import type { Database, UdmChartsTable } from '../db/schema'

/** A saved chart or workbench as the server holds it. Times in milliseconds. */
export interface StoredChart extends ChartInput {
  uuid: string
  ownerUuid: string
  version: number
  createdAt: number
  updatedAt: number
}

export interface ListedChart extends StoredChart {
  /** Name of its category; null when uncategorized. */
  categoryName: string | null
}

export interface UdmChartsRepository {
  /** The owner's charts, newest first, with their category's name. */
  listByOwner(ownerUuid: string): Promise<ListedChart[]>
  /** Any user's chart: reading by id is how a chart is shared. */
  find(uuid: string): Promise<StoredChart | undefined>
  countByOwner(ownerUuid: string): Promise<number>
  create(ownerUuid: string, input: ChartInput, now: number): Promise<StoredChart>
  /**
   * Replaces `current` with `input` as the next version. Undefined when the row is no longer at
   * `current.version` (another write got there first).
   */
  replace(current: StoredChart, input: ChartInput, now: number): Promise<StoredChart | undefined>
  /** Deletes the chart if it is still at `version`. */
  delete(uuid: string, version: number): Promise<boolean>
  /** Moves a category's charts to uncategorized, each as a new version; answers how many. */
  uncategorize(ownerUuid: string, categoryUuid: string, now: number): Promise<number>
}

// The JSON column: what a chart draws and how, apart from the columns a list needs.
type ChartDocumentColumn = Pick<ChartInput, 'items' | 'since' | 'until' | 'zoom' | 'range' | 'date'>

export function createUdmChartsRepository(db: Kysely<Database>): UdmChartsRepository {
  return {
    async listByOwner(ownerUuid) {
      const rows = await db
        .selectFrom('udm_charts')
        .leftJoin('udm_categories', 'udm_categories.uuid', 'udm_charts.category_uuid')
        .selectAll('udm_charts')
        .select('udm_categories.name as category_name')
        .where('udm_charts.user_uuid', '=', ownerUuid)
        .orderBy('udm_charts.created_at', 'desc')
        // Two charts saved in the same millisecond still come back in one stable order.
        .orderBy('udm_charts.uuid')
        .execute()
      return rows.map((row) => ({ ...toChart(row), categoryName: row.category_name }))
    },

    async find(uuid) {
      const row = await db
        .selectFrom('udm_charts')
        .selectAll()
        .where('uuid', '=', uuid)
        .executeTakeFirst()
      return row && toChart(row)
    },

    async countByOwner(ownerUuid) {
      const { count } = await db
        .selectFrom('udm_charts')
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
      await db.insertInto('udm_charts').values(row).execute()
      return toChart(row)
    },

    async replace(current, input, now) {
      const version = current.version + 1
      const result = await db
        .updateTable('udm_charts')
        .set({ ...columns(input), version, updated_at: now })
        .where('uuid', '=', current.uuid)
        .where('version', '=', current.version)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) return undefined
      return { ...current, ...input, version, updatedAt: now }
    },

    async delete(uuid, version) {
      const result = await db
        .deleteFrom('udm_charts')
        .where('uuid', '=', uuid)
        .where('version', '=', version)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    async uncategorize(ownerUuid, categoryUuid, now) {
      const result = await db
        .updateTable('udm_charts')
        .set((eb) => ({ category_uuid: null, version: eb('version', '+', 1), updated_at: now }))
        .where('user_uuid', '=', ownerUuid)
        .where('category_uuid', '=', categoryUuid)
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },
  }
}

function columns(input: ChartInput) {
  const document: ChartDocumentColumn = {
    items: input.items,
    since: input.since,
    until: input.until,
    zoom: input.zoom,
    range: input.range,
    date: input.date,
  }
  return {
    category_uuid: input.categoryUuid,
    name: input.name,
    description: input.description,
    config_type: input.configType,
    document: JSON.stringify(document),
  }
}

/** Stored documents were validated on the way in and are returned as they were saved. */
function toChart(row: Selectable<UdmChartsTable>): StoredChart {
  const document = JSON.parse(row.document) as ChartDocumentColumn
  return {
    uuid: row.uuid,
    ownerUuid: row.user_uuid,
    categoryUuid: row.category_uuid,
    name: row.name,
    description: row.description,
    configType: row.config_type as ChartInput['configType'],
    ...document,
    version: row.version,
    // PostgreSQL answers bigint as a string.
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  }
}
