import type { Kysely } from 'kysely'

// Favourites (/v1/user/favorites): one list per user, a versioned document. Single favourites are
// added and removed by id against the current row (a compare-and-set on `version`), so two
// devices adding at once both keep theirs. A user without a row has the empty list at version 1.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_favorites')
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.primaryKey().references('users.uuid').onDelete('cascade'),
    )
    // The list as validated JSON (favoriteListItemsSchema in src/core/api/favorites.ts).
    .addColumn('favorites', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    // Milliseconds since the epoch.
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_favorites').execute()
}
