import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { categoryNameKey } from './udmCategoriesRepository'

/** A user's dashboard category. Times in milliseconds. */
export interface StoredDashboardCategory {
  uuid: string
  ownerUuid: string
  name: string
  version: number
  createdAt: number
  updatedAt: number
  /** The owner's dashboards filed in it, newest first. */
  items: string[]
}

export interface DashboardCategoriesRepository {
  /** The owner's categories by name. */
  listByOwner(ownerUuid: string): Promise<StoredDashboardCategory[]>
  /** The owner's uncategorized dashboards, newest first. */
  uncategorizedItems(ownerUuid: string): Promise<string[]>
  /** The category if it is the owner's; another user's is as good as missing. */
  findOwned(ownerUuid: string, uuid: string): Promise<StoredDashboardCategory | undefined>
  countByOwner(ownerUuid: string): Promise<number>
  /** Whether the owner has another category of this name, in any letter case. */
  nameTaken(ownerUuid: string, name: string, exceptUuid?: string): Promise<boolean>
  create(ownerUuid: string, name: string, now: number): Promise<StoredDashboardCategory>
  /** Renames `current` as its next version; undefined when it is no longer at that version. */
  rename(
    current: StoredDashboardCategory,
    name: string,
    now: number,
  ): Promise<StoredDashboardCategory | undefined>
  /** Deletes the category if it is still at `version`. */
  delete(uuid: string, version: number): Promise<boolean>
}

interface CategoryRow {
  uuid: string
  user_uuid: string
  name: string
  version: number
  created_at: number | string
  updated_at: number | string
}

export function createDashboardCategoriesRepository(
  db: Kysely<Database>,
): DashboardCategoriesRepository {
  // The owner's dashboards by category (null = uncategorized), newest first.
  const itemsByCategory = async (ownerUuid: string, categoryUuid?: string | null) => {
    let query = db
      .selectFrom('dashboards')
      .select(['uuid', 'category_uuid'])
      .where('user_uuid', '=', ownerUuid)
    if (categoryUuid === null) query = query.where('category_uuid', 'is', null)
    else if (categoryUuid !== undefined) query = query.where('category_uuid', '=', categoryUuid)
    const rows = await query.orderBy('created_at', 'desc').orderBy('uuid').execute()
    const items = new Map<string | null, string[]>()
    for (const row of rows) {
      const list = items.get(row.category_uuid) ?? []
      list.push(row.uuid)
      items.set(row.category_uuid, list)
    }
    return items
  }

  return {
    async listByOwner(ownerUuid) {
      const rows = await db
        .selectFrom('dashboard_categories')
        .selectAll()
        .where('user_uuid', '=', ownerUuid)
        .orderBy('name_key')
        .orderBy('uuid')
        .execute()
      const items = await itemsByCategory(ownerUuid)
      return rows.map((row) => toCategory(row, items.get(row.uuid) ?? []))
    },

    async uncategorizedItems(ownerUuid) {
      return (await itemsByCategory(ownerUuid, null)).get(null) ?? []
    },

    async findOwned(ownerUuid, uuid) {
      const row = await db
        .selectFrom('dashboard_categories')
        .selectAll()
        .where('user_uuid', '=', ownerUuid)
        .where('uuid', '=', uuid)
        .executeTakeFirst()
      if (row === undefined) return undefined
      return toCategory(row, (await itemsByCategory(ownerUuid, uuid)).get(uuid) ?? [])
    },

    async countByOwner(ownerUuid) {
      const { count } = await db
        .selectFrom('dashboard_categories')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_uuid', '=', ownerUuid)
        .executeTakeFirstOrThrow()
      return Number(count)
    },

    async nameTaken(ownerUuid, name, exceptUuid) {
      let query = db
        .selectFrom('dashboard_categories')
        .select('uuid')
        .where('user_uuid', '=', ownerUuid)
        .where('name_key', '=', categoryNameKey(name))
      if (exceptUuid !== undefined) query = query.where('uuid', '!=', exceptUuid)
      return (await query.executeTakeFirst()) !== undefined
    },

    async create(ownerUuid, name, now) {
      const uuid = randomUUID()
      await db
        .insertInto('dashboard_categories')
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
      return { uuid, ownerUuid, name, version: 1, createdAt: now, updatedAt: now, items: [] }
    },

    async rename(current, name, now) {
      const version = current.version + 1
      const result = await db
        .updateTable('dashboard_categories')
        .set({ name, name_key: categoryNameKey(name), version, updated_at: now })
        .where('uuid', '=', current.uuid)
        .where('version', '=', current.version)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) return undefined
      return { ...current, name, version, updatedAt: now }
    },

    async delete(uuid, version) {
      const result = await db
        .deleteFrom('dashboard_categories')
        .where('uuid', '=', uuid)
        .where('version', '=', version)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}

function toCategory(row: CategoryRow, items: string[]): StoredDashboardCategory {
  return {
    uuid: row.uuid,
    ownerUuid: row.user_uuid,
    name: row.name,
    version: row.version,
    // PostgreSQL answers bigint as a string.
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    items,
  }
}
