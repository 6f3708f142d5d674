import { sql, type Kysely } from 'kysely'

// Migrations use the schema builder only, so the same file runs on SQLite and PostgreSQL.
// They take Kysely<unknown>: a migration is a frozen snapshot and must not follow later changes
// of the Database interface.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('feature_flags')
    .addColumn('name', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
    .addColumn('percentage', 'integer')
    .addCheckConstraint(
      'feature_flags_percentage_range',
      sql`percentage is null or (percentage >= 0 and percentage <= 100)`,
    )
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feature_flags').execute()
  await db.schema.dropTable('settings').execute()
}
