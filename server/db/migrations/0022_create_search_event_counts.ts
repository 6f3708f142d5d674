import type { Kysely } from 'kysely'

// Global search's Insights events (server/search/protocol): clicks and conversions counted per
// day, index and record, the popularity signal ranking may use. Counts only: no user token, so
// nothing here is personal data.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_event_counts')
    // The UTC day, YYYY-MM-DD.
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('index_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('event_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('object_id', 'varchar(255)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_event_counts_pk', [
      'day',
      'index_name',
      'event_type',
      'object_id',
    ])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_event_counts').execute()
}
