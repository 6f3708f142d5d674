import { sql, type Kysely } from 'kysely'

// Alert evaluation and delivery (server/alerts/alertEvaluator.ts, server/alerts/delivery/):
// - alert_states: what each alert carries from one evaluation to the next (AlertState as JSON),
//   apart from the versioned alert row, so an evaluation never bumps the document's version.
// - alert_firings: each firing; `point_t` is the point's time for a firing of the series and null
//   for a test, and UNIQUE (alert_uuid, point_t) makes a second firing of one point impossible
//   whichever instance evaluates it (NULLs are distinct: tests never collide).
// - alert_deliveries: the outbox, one row per (firing, channel), claimed with a lease so that a
//   crashed instance's claims are taken again, retried with backoff until given up.
// Rows go with the alert (and so with the account).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_states')
    .addColumn('alert_uuid', 'varchar(36)', (col) =>
      col.primaryKey().references('alerts.uuid').onDelete('cascade'),
    )
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('alert_firings')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('alert_uuid', 'varchar(36)', (col) =>
      col.notNull().references('alerts.uuid').onDelete('cascade'),
    )
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.notNull().references('users.uuid').onDelete('cascade'),
    )
    // Unix seconds, like a point of the metrics API.
    .addColumn('t', 'bigint', (col) => col.notNull())
    .addColumn('point_t', 'bigint')
    .addColumn('value', 'double precision', (col) => col.notNull())
    .addColumn('test', 'boolean', (col) => col.notNull())
    // Milliseconds.
    .addColumn('fired_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('alert_firings_point')
    .unique()
    .on('alert_firings')
    .columns(['alert_uuid', 'point_t'])
    .execute()
  // The history: one alert's firings, newest first.
  await db.schema
    .createIndex('alert_firings_history')
    .on('alert_firings')
    .columns(['alert_uuid', 'fired_at'])
    .execute()

  await db.schema
    .createTable('alert_deliveries')
    .addColumn('firing_id', 'varchar(36)', (col) =>
      col.notNull().references('alert_firings.id').onDelete('cascade'),
    )
    .addColumn('channel', 'varchar(20)', (col) => col.notNull())
    // pending (not sent yet, or waiting for a retry), delivered, failed, skipped.
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
    // While an instance sends it: claimed until then, taken again by anyone after.
    .addColumn('lease_until', 'bigint')
    .addColumn('detail', 'text')
    .addColumn('delivered_at', 'bigint')
    .addPrimaryKeyConstraint('alert_deliveries_pk', ['firing_id', 'channel'])
    .execute()
  await db.schema
    .createIndex('alert_deliveries_due')
    .on('alert_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute()

  // Alerts saved before this migration start unarmed: their first evaluation arms them.
  await sql`insert into alert_states (alert_uuid, state, updated_at)
    select uuid, ${JSON.stringify(unarmed)}, updated_at from alerts`.execute(db)
}

const unarmed = { throughT: null, lastValue: null, lastSatisfied: false, lastFiredAt: null }

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_deliveries').execute()
  await db.schema.dropTable('alert_firings').execute()
  await db.schema.dropTable('alert_states').execute()
}
