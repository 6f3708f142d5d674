import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** A user's chart category. Times in milliseconds. */
export interface StoredCategory {
  uuid: string
  ownerUuid: string
  name: string
  version: number
  createdAt: number
  updatedAt: number
  /** How many of the owner's charts are filed in it. */
  chartCount: number
}

export interface UdmCategoriesRepository {
  /** The owner's categories by name. */
  listByOwner(ownerUuid: string): Promise<StoredCategory[]>
  /** The category if it is the owner's; another user's is as good as missing. */
  findOwned(ownerUuid: string, uuid: string): Promise<StoredCategory | undefined>
  countByOwner(ownerUuid: string): Promise<number>
  /** Whether the owner has another category of this name, in any letter case. */
  nameTaken(ownerUuid: string, name: string, exceptUuid?: string): Promise<boolean>
  create(ownerUuid: string, name: string, now: number): Promise<StoredCategory>
  /** Renames `current` as its next version; undefined when it is no longer at that version. */
  rename(current: StoredCategory, name: string, now: number): Promise<StoredCategory | undefined>
  /** Deletes the category if it is still at `version`. */
  delete(uuid: string, version: number): Promise<boolean>
}

/** Category names are unique per user in any letter case. */
export function categoryNameKey(name: string): string {
  return name.toLowerCase()
}

export function createUdmCategoriesRepository(db: Kysely<Database>): UdmCategoriesRepository {
  const withCounts = () =>
    db
      .selectFrom('udm_categories as c')
      .selectAll('c')
      .select((eb) =>
        eb
          .selectFrom('udm_charts')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('udm_charts.category_uuid', '=', 'c.uuid')
          .as('chart_count'),
      )

  return {
    async listByOwner(ownerUuid) {
      const rows = await withCounts()
        .where('c.user_uuid', '=', ownerUuid)
        .orderBy('c.name_key')
        .orderBy('c.uuid')
        .execute()
      return rows.map(toCategory)
    },

    async findOwned(ownerUuid, uuid) {
      const row = await withCounts()
        .where('c.user_uuid', '=', ownerUuid)
        .where('c.uuid', '=', uuid)
        .executeTakeFirst()
      return row && toCategory(row)
    },

    async countByOwner(ownerUuid) {
      const { count } = await db
        .selectFrom('udm_categories')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_uuid', '=', ownerUuid)
        .executeTakeFirstOrThrow()
      return Number(count)
    },

    async nameTaken(ownerUuid, name, exceptUuid) {
      let query = db
        .selectFrom('udm_categories')
        .select('uuid')
        .where('user_uuid', '=', ownerUuid)
        .where('name_key', '=', categoryNameKey(name))
      if (exceptUuid !== undefined) query = query.where('uuid', '!=', exceptUuid)
      return (await query.executeTakeFirst()) !== undefined
    },

    async create(ownerUuid, name, now) {
      const uuid = randomUUID()
      await db
        .insertInto('udm_categories')
        .values({
          uuid,
          user_uuid: ownerUuid,
          name,
          name_key: categoryNameKey(name),
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .execute()
      return { uuid, ownerUuid, name, version: 1, createdAt: now, updatedAt: now, chartCount: 0 }
    },

    async rename(current, name, now) {
      const version = current.version + 1
      const result = await db
        .updateTable('udm_categories')
        .set({ name, name_key: categoryNameKey(name), version, updated_at: now })
        .where('uuid', '=', current.uuid)
        .where('version', '=', current.version)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) return undefined
      return { ...current, name, version, updatedAt: now }
    },

    async delete(uuid, version) {
      const result = await db
        .deleteFrom('udm_categories')
        .where('uuid', '=', uuid)
        .where('version', '=', version)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}

function toCategory(row: {
  uuid: string
  user_uuid: string
  name: string
  version: number
  created_at: number | string
  updated_at: number | string
  chart_count: number | string | null
}): StoredCategory {
  return {
    uuid: row.uuid,
    ownerUuid: row.user_uuid,
    name: row.name,
    version: row.version,
    // PostgreSQL answers bigint (and count) as a string.
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    chartCount: Number(row.chart_count ?? 0),
  }
}
