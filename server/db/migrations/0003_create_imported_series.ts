import { sql, type Kysely } from 'kysely'

// One row per imported series (path, asset, resolution). Points are two Float64 columns packed
// as little-endian bytes (t and v): a 10-minute series over years is 500k points, far too many
// rows to read per request, while two blobs load in one read. `bytea` is PostgreSQL's binary
// type; SQLite keeps blob values as they are in a column of any declared type.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('imported_series')
    .addColumn('path', 'varchar(200)', (col) => col.notNull())
    .addColumn('asset', 'varchar(20)', (col) => col.notNull())
    .addColumn('resolution', 'varchar(10)', (col) => col.notNull())
    .addColumn('point_count', 'integer', (col) => col.notNull())
    .addColumn('first_t', 'bigint', (col) => col.notNull())
    .addColumn('last_t', 'bigint', (col) => col.notNull())
    .addColumn('t', 'bytea', (col) => col.notNull())
    .addColumn('v', 'bytea', (col) => col.notNull())
    // Milliseconds since the epoch: servers compare the latest one to notice new imports.
    .addColumn('imported_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('imported_series_pk', ['path', 'asset', 'resolution'])
    .addCheckConstraint('imported_series_point_count', sql`point_count > 0`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('imported_series').execute()
}
