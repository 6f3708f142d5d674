import type { Kysely } from 'kysely'

// The user's notification list: what happened to the account (plan changes, a new password).
// Rows belong to the user and go with the account (on delete cascade).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_notifications')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.notNull().references('users.uuid').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    // Milliseconds since the epoch.
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('read_at', 'bigint')
    .execute()
  // Every read is one user's newest notifications.
  await db.schema
    .createIndex('user_notifications_user_created')
    .on('user_notifications')
    .columns(['user_uuid', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_notifications').execute()
}
