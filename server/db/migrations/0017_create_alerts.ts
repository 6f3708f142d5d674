import { sql, type Kysely } from 'kysely'

// Alerts (/v1/alerts): a condition on a metric series (path, asset, currency, exchange,
// resolution) or on a formula of one of the user's workbenches (source_chart_uuid and
// source_item), and how the user is told. Versioned documents like the charts of 0011: `version`
// counts the writes and is what If-Match compares. Rows go with the account.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alerts')
    // Chosen by the client on create when it wants to (offline creates are replayed under it).
    .addColumn('uuid', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.notNull().references('users.uuid').onDelete('cascade'),
    )
    // A metric alert's series; all null for a formula alert.
    .addColumn('path', 'varchar(200)')
    .addColumn('asset', 'varchar(15)')
    .addColumn('currency', 'varchar(10)')
    .addColumn('exchange', 'varchar(100)')
    // A formula alert's workbench and formula ref (f1); null for a metric alert. No foreign key:
    // deleting the workbench disables its alerts (and tells the user) rather than losing them.
    .addColumn('source_chart_uuid', 'varchar(36)')
    .addColumn('source_item', 'varchar(10)')
    .addColumn('resolution', 'varchar(8)', (col) => col.notNull())
    .addColumn('condition', 'varchar(20)', (col) => col.notNull())
    // A JSON array of numbers: one, or low and high.
    .addColumn('condition_values', 'text', (col) => col.notNull())
    .addColumn('condition_duration', 'varchar(8)')
    .addColumn('moving_average', 'integer', (col) => col.notNull())
    .addColumn('metric_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    // A JSON array of channel names.
    .addColumn('channels', 'text', (col) => col.notNull())
    .addColumn('repeat', 'varchar(8)', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(sql`true`))
    // Milliseconds since the epoch.
    .addColumn('snoozed_until', 'bigint')
    .addColumn('disabled_reason', 'varchar(40)')
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute()
  // The list is one user's alerts, oldest first; a workbench's alerts are found when it changes;
  // the evaluator finds the alerts of a series.
  await db.schema
    .createIndex('alerts_user_created')
    .on('alerts')
    .columns(['user_uuid', 'created_at'])
    .execute()
  await db.schema
    .createIndex('alerts_source_chart')
    .on('alerts')
    .column('source_chart_uuid')
    .execute()
  await db.schema
    .createIndex('alerts_series')
    .on('alerts')
    .columns(['path', 'asset', 'resolution'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alerts').execute()
}
