import type { Kysely } from 'kysely'

// Messages sent with the contact form (/contact, POST /v1/forms/contact): kept here whether or not
// a mailbox for their topic is configured, so none is lost when the mail cannot go out.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // Milliseconds since the epoch.
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('topic', 'varchar(20)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('page', 'varchar(500)')
    .execute()
  await db.schema
    .createIndex('contact_messages_topic_created_at')
    .on('contact_messages')
    .columns(['topic', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute()
}
