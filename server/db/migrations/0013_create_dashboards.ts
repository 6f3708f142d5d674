import type { Kysely } from 'kysely'

// Dashboards (/v1/dashboards): the user's grids of widgets and the categories they file them
// in. Both are versioned documents (server/documents/versioning.ts) like the charts of 0011:
// `version` counts the writes and is what If-Match compares. Rows go with the account.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dashboard_categories')
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
    .addUniqueConstraint('dashboard_categories_user_name', ['user_uuid', 'name_key'])
    .execute()

  await db.schema
    .createTable('dashboards')
    .addColumn('uuid', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.notNull().references('users.uuid').onDelete('cascade'),
    )
    // Null is uncategorized. Deleting a category moves its dashboards there: the repository does
    // it (and counts it as a change of each dashboard); the foreign key is the safety net.
    .addColumn('category_uuid', 'varchar(36)', (col) =>
      col.references('dashboard_categories.uuid').onDelete('set null'),
    )
    // Copies of data.meta.name and data.meta.asset, so the list needs no JSON.
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('asset', 'varchar(15)')
    // configs, layouts and meta as validated JSON (dashboardDataSchema in src/core/api).
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute()
  // The list is one user's dashboards, newest first; a category's dashboards are found to move
  // them.
  await db.schema
    .createIndex('dashboards_user_created')
    .on('dashboards')
    .columns(['user_uuid', 'created_at'])
    .execute()
  await db.schema
    .createIndex('dashboards_category')
    .on('dashboards')
    .column('category_uuid')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dashboards').execute()
  await db.schema.dropTable('dashboard_categories').execute()
}
