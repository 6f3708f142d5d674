import { sql, type Kysely } from 'kysely'

// Accounts: users, their email verification tokens, sessions and API keys. Secrets are never
// stored as they are: passwords as scrypt hashes, tokens, session ids and keys as SHA-256 hashes
// (server/security). Times are milliseconds since the epoch. Rows that belong to a user go with
// it (on delete cascade): deleting an account is a real delete.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('uuid', 'varchar(36)', (col) => col.primaryKey())
    // Stored lowercased (src/core/api/user.ts), so the unique constraint is case-insensitive.
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('first_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('country_code', 'varchar(2)')
    .addColumn('password_hash', 'varchar(200)', (col) => col.notNull())
    .addColumn('email_verified_at', 'bigint')
    .addColumn('newsletter', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
    .addColumn('referral', 'varchar(100)')
    // JSON arrays: the list order matters (the plan is the first product).
    .addColumn('products', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('addons', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('trial_available', 'boolean', (col) => col.notNull().defaultTo(sql`true`))
    .addColumn('trial_expiry', 'bigint')
    .addColumn('allow_downloads', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('email_verification_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.notNull().references('users.uuid').onDelete('cascade'),
    )
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.notNull().references('users.uuid').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute()

  // One active key per user: the user is the key's primary key, so generating replaces.
  await db.schema
    .createTable('api_keys')
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.primaryKey().references('users.uuid').onDelete('cascade'),
    )
    .addColumn('key_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute()

  // Foreign keys are not indexed by themselves; these serve "everything of this user".
  for (const table of ['email_verification_tokens', 'sessions']) {
    await db.schema.createIndex(`${table}_user_uuid`).on(table).column('user_uuid').execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['api_keys', 'sessions', 'email_verification_tokens', 'users']) {
    await db.schema.dropTable(table).execute()
  }
}
