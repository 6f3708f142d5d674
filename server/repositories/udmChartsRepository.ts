import type { Kysely, Selectable } from 'kysely'
import type { ChartInput } from '@/core/api/udm'
import type { Database, UdmChartsTable } from '../db/schema'
import { uncategorizeDocuments, versionedRows } from './versionedRows'

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
  /** A new chart at version 1, under `uuid` (checked free by the caller) or a fresh one. */
  create(ownerUuid: string, input: ChartInput, now: number, uuid?: string): Promise<StoredChart>
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
  const rows = versionedRows(db, 'udm_charts')
  return {
    async listByOwner(ownerUuid) {
      const listed = await db
        .selectFrom('udm_charts')
        .leftJoin('udm_categories', 'udm_categories.uuid', 'udm_charts.category_uuid')
        .selectAll('udm_charts')
        .select('udm_categories.name as category_name')
        .where('udm_charts.user_uuid', '=', ownerUuid)
        .orderBy('udm_charts.created_at', 'desc')
        // Two charts saved in the same millisecond still come back in one stable order.
        .orderBy('udm_charts.uuid')
        .execute()
      return listed.map((row) => ({ ...toChart(row), categoryName: row.category_name }))
    },

    async find(uuid) {
      const row = await rows.find(uuid)
      return row && toChart(row)
    },

    countByOwner: (ownerUuid) => rows.countByOwner(ownerUuid),

    async create(ownerUuid, input, now, uuid) {
      return toChart(await rows.insert(ownerUuid, columns(input), now, uuid))
    },

    async replace(current, input, now) {
      const version = await rows.replace(current, columns(input), now)
      return version === undefined ? undefined : { ...current, ...input, version, updatedAt: now }
    },

    delete: (uuid, version) => rows.delete(uuid, version),

    uncategorize: (ownerUuid, categoryUuid, now) =>
      uncategorizeDocuments(db, 'udm_charts', ownerUuid, categoryUuid, now),
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
