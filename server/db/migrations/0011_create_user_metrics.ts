import type { Kysely } from 'kysely'

// User metrics (/v1/udm): the user's saved charts and workbenches and the categories they file
// them in. Both are versioned documents (server/documents/versioning.ts): `version` counts the
// writes and is what If-Match compares. Rows belong to the user and go with the account.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('udm_categories')
    .addColumn('uuid', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.notNull().references('users.uuid').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    // The name lowercased (text: lowercasing may lengthen it): one category per name and user in
    // any letter case.
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    // Milliseconds since the epoch.
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('udm_categories_user_name', ['user_uuid', 'name_key'])
    .execute()

  await db.schema
    .createTable('udm_charts')
    .addColumn('uuid', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.notNull().references('users.uuid').onDelete('cascade'),
    )
    // Deleting a category moves its charts to uncategorized: the repository does it (and counts
    // it as a change of each chart); the foreign key is the safety net.
    .addColumn('category_uuid', 'varchar(36)', (col) =>
      col.references('udm_categories.uuid').onDelete('set null'),
    )
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('config_type', 'varchar(20)', (col) => col.notNull())
    // Items and view settings as validated JSON (chartInputSchema in src/core/api/udm.ts).
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute()
  // The list is one user's charts, newest first; a category's charts are found to move them.
  await db.schema
    .createIndex('udm_charts_user_created')
    .on('udm_charts')
    .columns(['user_uuid', 'created_at'])
    .execute()
  await db.schema
    .createIndex('udm_charts_category')
    .on('udm_charts')
    .column('category_uuid')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('udm_charts').execute()
  await db.schema.dropTable('udm_categories').execute()
}
