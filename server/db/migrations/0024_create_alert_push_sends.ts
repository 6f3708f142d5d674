import type { Kysely } from 'kysely'

// Each push subscription's own outcome of a firing (server/alerts/delivery/pushSender.ts): the
// outbox keeps one push delivery per firing, retried while any browser's push service asks to
// try later, and a row here says a browser's push is settled (`delivered`, or `failed` for
// good), so a retry sends only to the browsers that have none: one failing subscription never
// makes the others receive the same firing twice. Rows go with the firing.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_push_sends')
    .addColumn('firing_id', 'varchar(36)', (col) =>
      col.notNull().references('alert_firings.id').onDelete('cascade'),
    )
    .addColumn('endpoint', 'varchar(2048)', (col) => col.notNull())
    // delivered or failed.
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('detail', 'text')
    // Milliseconds.
    .addColumn('settled_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('alert_push_sends_pk', ['firing_id', 'endpoint'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_push_sends').execute()
}
