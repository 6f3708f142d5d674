import type { Kysely } from 'kysely'

// Idempotency-Key records of document writes (server/documents/idempotency.ts): the first answer
// to a key, replayed to a repeat of the same request. Keys are per user, expire (expires_at) and
// are bounded per user; they go with the account.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.notNull().references('users.uuid').onDelete('cascade'),
    )
    .addColumn('idempotency_key', 'varchar(255)', (col) => col.notNull())
    // SHA-256 (hex) of method, path and canonical body: a reuse for another request is refused.
    .addColumn('fingerprint', 'varchar(64)', (col) => col.notNull())
    .addColumn('response_status', 'integer', (col) => col.notNull())
    .addColumn('response_headers', 'text', (col) => col.notNull())
    // JSON; null for an answer without a body (204).
    .addColumn('response_body', 'text')
    // Milliseconds since the epoch.
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_uuid', 'idempotency_key'])
    .execute()
  // Housekeeping deletes by expiry; the per-user bound drops a user's oldest.
  await db.schema
    .createIndex('idempotency_keys_expires')
    .on('idempotency_keys')
    .column('expires_at')
    .execute()
  await db.schema
    .createIndex('idempotency_keys_user_created')
    .on('idempotency_keys')
    .columns(['user_uuid', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute()
}
