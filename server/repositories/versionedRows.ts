import { randomUUID } from 'node:crypto'
import type { InsertObject, Kysely, Selectable, Updateable } from 'kysely'
import type { Database } from '../db/schema'

/** Tables of a user's documents: each row has an owner, a version and its times. */
export type DocumentTable = 'udm_charts' | 'dashboards'
/** Tables of the categories the documents are filed in, versioned like them. */
export type CategoryTable = 'udm_categories' | 'dashboard_categories'
export type VersionedTable = DocumentTable | CategoryTable | 'alerts'

/** The columns these statements write themselves. */
type VersionedColumn = 'uuid' | 'user_uuid' | 'version' | 'created_at' | 'updated_at'

/** A row as inserted: the table's own columns and the versioned ones. */
export type InsertedRow<C> = C & {
  uuid: string
  user_uuid: string
  version: number
  created_at: number
  updated_at: number
}

export interface VersionedRows<T extends VersionedTable> {
  /** Any user's row of this uuid. */
  find(uuid: string): Promise<Selectable<Database[T]> | undefined>
  countByOwner(ownerUuid: string): Promise<number>
  /**
   * Inserts a new row at version 1 under `uuid`, or a fresh one. A uuid the client chose must be
   * checked free first (`find`): the primary key refuses a second row.
   */
  insert<C extends Omit<InsertObject<Database, T>, VersionedColumn>>(
    ownerUuid: string,
    columns: C,
    now: number,
    uuid?: string,
  ): Promise<InsertedRow<C>>
  /**
   * Writes `columns` as the row's next version: the new version, or undefined when the row is no
   * longer at `current.version` (another write got there first).
   */
  replace(
    current: { uuid: string; version: number },
    columns: Updateable<Database[T]>,
    now: number,
  ): Promise<number | undefined>
  /** Deletes the row if it is still at `version`. */
  delete(uuid: string, version: number): Promise<boolean>
}

/**
 * The statements every versioned table answers alike, so that the charts, the dashboards, their
 * categories and the alerts keep one rule for versions: each change is the next version, and a change
 * made on a version that is no longer current changes nothing.
 */
export function versionedRows<T extends VersionedTable>(
  db: Kysely<Database>,
  table: T,
): VersionedRows<T> {
  // Kysely types a query on the union of these tables by the columns they share, which is what
  // the reads and updates here use; an insert is typed by the one table `T`.
  const shared: VersionedTable = table
  return {
    async find(uuid) {
      const row = await db
        .selectFrom(shared)
        .selectAll()
        .where('uuid', '=', uuid)
        .executeTakeFirst()
      return row as Selectable<Database[T]> | undefined
    },

    async countByOwner(ownerUuid) {
      const { count } = await db
        .selectFrom(shared)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_uuid', '=', ownerUuid)
        .executeTakeFirstOrThrow()
      return Number(count)
    },

    async insert(ownerUuid, columns, now, uuid = randomUUID()) {
      const row = {
        uuid,
        user_uuid: ownerUuid,
        ...columns,
        version: 1,
        created_at: now,
        updated_at: now,
      }
      await db
        .insertInto(table)
        .values(row as InsertObject<Database, T>)
        .execute()
      return row
    },

    async replace(current, columns, now) {
      const version = current.version + 1
      const result = await db
        .updateTable(shared)
        .set({ ...columns, version, updated_at: now })
        .where('uuid', '=', current.uuid)
        .where('version', '=', current.version)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 0 ? undefined : version
    },

    async delete(uuid, version) {
      const result = await db
        .deleteFrom(shared)
        .where('uuid', '=', uuid)
        .where('version', '=', version)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}

/** Moves a category's documents to uncategorized, each as a new version; answers how many. */
export async function uncategorizeDocuments(
  db: Kysely<Database>,
  table: DocumentTable,
  ownerUuid: string,
  categoryUuid: string,
  now: number,
): Promise<number> {
  const result = await db
    .updateTable(table)
    .set((eb) => ({ category_uuid: null, version: eb('version', '+', 1), updated_at: now }))
    .where('user_uuid', '=', ownerUuid)
    .where('category_uuid', '=', categoryUuid)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
