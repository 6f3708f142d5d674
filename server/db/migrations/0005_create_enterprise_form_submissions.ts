import type { Kysely } from 'kysely'

// Submissions of the enterprise (Schedule Demo) form. The columns sales filters by are typed;
// the whole validated submission is kept as JSON text so a later form field needs no migration.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enterprise_form_submissions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // Milliseconds since the epoch.
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('company_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('user_plan', 'varchar(20)', (col) => col.notNull())
    .addColumn('is_guest', 'boolean', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('enterprise_form_submissions_created_at')
    .on('enterprise_form_submissions')
    .column('created_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enterprise_form_submissions').execute()
}
