import type { Kysely } from 'kysely'

// When each imported point first became available (unix seconds, little-endian Float64, one per
// point like `t`), for the lag statistics of GET /v1/metadata/metric/stats. A re-import keeps
// the time of the points it already had. Rows imported before this column existed have none:
// their points count as available at the row's `imported_at`.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('imported_series').addColumn('available_at', 'bytea').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('imported_series').dropColumn('available_at').execute()
}
