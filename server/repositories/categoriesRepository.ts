import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { versionedRows, type CategoryTable, type DocumentTable } from './versionedRows'

/** A user's category of documents, without what it holds. Times in milliseconds. */
export interface CategoryRecord {
  uuid: string
  ownerUuid: string
  name: string
  version: number
  createdAt: number
  updatedAt: number
}

/**
 * The categories of one document API, generic in what a category tells of its documents
 * (`C`: a count for charts, the list for dashboards).
 */
export interface CategoriesRepository<C extends object> {
  /** The owner's categories by name. */
  listByOwner(ownerUuid: string): Promise<Array<CategoryRecord & C>>
  /** The owner's uncategorized documents, newest first. */
  uncategorizedItems(ownerUuid: string): Promise<string[]>
  /** The category if it is the owner's; another user's is as good as missing. */
  findOwned(ownerUuid: string, uuid: string): Promise<(CategoryRecord & C) | undefined>
  countByOwner(ownerUuid: string): Promise<number>
  /** Whether the owner has another category of this name, in any letter case. */
  nameTaken(ownerUuid: string, name: string, exceptUuid?: string): Promise<boolean>
  /** A new category at version 1, under `uuid` (checked free by the caller) or a fresh one. */
  create(ownerUuid: string, name: string, now: number, uuid?: string): Promise<CategoryRecord & C>
  /** Renames `current` as its next version; undefined when it is no longer at that version. */
  rename(
    current: CategoryRecord & C,
    name: string,
    now: number,
  ): Promise<(CategoryRecord & C) | undefined>
  /** Deletes the category if it is still at `version`. */
  delete(uuid: string, version: number): Promise<boolean>
}

export interface CategoryTables<C extends object> {
  categories: CategoryTable
  /** The documents filed in these categories. */
  documents: DocumentTable
  /** What a category tells of its documents' uuids (newest first). */
  contents: (items: string[]) => C
}

/** Category names are unique per user in any letter case. */
export function categoryNameKey(name: string): string {
  return name.toLowerCase()
}

export function createCategoriesRepository<C extends object>(
  db: Kysely<Database>,
  { categories: table, documents, contents }: CategoryTables<C>,
): CategoriesRepository<C> {
  const rows = versionedRows(db, table)

  // The owner's documents by category (null = uncategorized), newest first.
  const itemsByCategory = async (ownerUuid: string, categoryUuid?: string | null) => {
    let query = db
      .selectFrom(documents)
      .select(['uuid', 'category_uuid'])
      .where('user_uuid', '=', ownerUuid)
    if (categoryUuid === null) query = query.where('category_uuid', 'is', null)
    else if (categoryUuid !== undefined) query = query.where('category_uuid', '=', categoryUuid)
    const listed = await query.orderBy('created_at', 'desc').orderBy('uuid').execute()
    const items = new Map<string | null, string[]>()
    for (const row of listed) {
      const list = items.get(row.category_uuid) ?? []
      list.push(row.uuid)
      items.set(row.category_uuid, list)
    }
    return items
  }
  const toStored = (row: CategoryRow, items: string[]) => ({
    ...toCategory(row),
    ...contents(items),
  })

  return {
    async listByOwner(ownerUuid) {
      const listed = await db
        .selectFrom(table)
        .selectAll()
        .where('user_uuid', '=', ownerUuid)
        .orderBy('name_key')
        .orderBy('uuid')
        .execute()
      const items = await itemsByCategory(ownerUuid)
      return listed.map((row) => toStored(row, items.get(row.uuid) ?? []))
    },

    async uncategorizedItems(ownerUuid) {
      return (await itemsByCategory(ownerUuid, null)).get(null) ?? []
    },

    async findOwned(ownerUuid, uuid) {
      const row = await rows.find(uuid)
      if (row?.user_uuid !== ownerUuid) return undefined
      return toStored(row, (await itemsByCategory(ownerUuid, uuid)).get(uuid) ?? [])
    },

    countByOwner: (ownerUuid) => rows.countByOwner(ownerUuid),

    async nameTaken(ownerUuid, name, exceptUuid) {
      let query = db
        .selectFrom(table)
        .select('uuid')
        .where('user_uuid', '=', ownerUuid)
        .where('name_key', '=', categoryNameKey(name))
      if (exceptUuid !== undefined) query = query.where('uuid', '!=', exceptUuid)
      return (await query.executeTakeFirst()) !== undefined
    },

    async create(ownerUuid, name, now, uuid) {
      return toStored(
        await rows.insert(ownerUuid, { name, name_key: categoryNameKey(name) }, now, uuid),
        [],
      )
    },

    async rename(current, name, now) {
      const version = await rows.replace(current, { name, name_key: categoryNameKey(name) }, now)
      return version === undefined ? undefined : { ...current, name, version, updatedAt: now }
    },

    delete: (uuid, version) => rows.delete(uuid, version),
  }
}

interface CategoryRow {
  uuid: string
  user_uuid: string
  name: string
  version: number
  created_at: number | string
  updated_at: number | string
}

function toCategory(row: CategoryRow): CategoryRecord {
  return {
    uuid: row.uuid,
    ownerUuid: row.user_uuid,
    name: row.name,
    version: row.version,
    // PostgreSQL answers bigint as a string.
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  }
}
