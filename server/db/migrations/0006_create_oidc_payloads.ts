import { type Kysely } from 'kysely'

// State of the embedded OpenID provider (server/oidc): sessions, interactions, grants,
// authorization codes, access and refresh tokens, one row each, keyed by the library's model
// name and id. Kept in the database, not in memory, so every instance behind a load balancer
// can finish a sign-in another one started. `expires_at` is in milliseconds (null: never).
// Password reset tokens live here too: only their SHA-256 is stored (server/security/tokens.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'varchar(64)', (col) => col.notNull())
    .addColumn('id', 'varchar(255)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('grant_id', 'varchar(255)')
    .addColumn('uid', 'varchar(255)')
    .addColumn('user_code', 'varchar(255)')
    .addColumn('expires_at', 'bigint')
    .addColumn('consumed_at', 'bigint')
    .addPrimaryKeyConstraint('oidc_payloads_pkey', ['model', 'id'])
    .execute()
  for (const column of ['grant_id', 'uid', 'user_code', 'expires_at']) {
    await db.schema
      .createIndex(`oidc_payloads_${column}`)
      .on('oidc_payloads')
      .column(column)
      .execute()
  }

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.notNull().references('users.uuid').onDelete('cascade'),
    )
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('password_reset_tokens_user_uuid')
    .on('password_reset_tokens')
    .column('user_uuid')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset_tokens').execute()
  await db.schema.dropTable('oidc_payloads').execute()
}
