import type { Kysely } from 'kysely'

// Survey responses (onboarding, cancellation), one row per submission. The validated answers are
// kept as JSON text so a new question needs no migration. They belong to the user and go with
// the account (on delete cascade).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('survey_responses')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.notNull().references('users.uuid').onDelete('cascade'),
    )
    .addColumn('survey_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    // Milliseconds since the epoch.
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()
  // Every read is one user's responses, newest first, optionally of one type.
  await db.schema
    .createIndex('survey_responses_user_type_created')
    .on('survey_responses')
    .columns(['user_uuid', 'survey_type', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('survey_responses').execute()
}
