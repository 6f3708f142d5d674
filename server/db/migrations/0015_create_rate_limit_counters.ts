import type { Kysely } from 'kysely'

// Counters of the credential endpoints' rate limits (server/auth/authRateLimits.ts): one row per
// key and fixed time window, incremented by an atomic upsert, so every instance on one database
// counts into the same row. A key names the action, what is counted and a SHA-256 of the
// subject (address, email, device), never the subject itself. Housekeeping deletes rows whose
// window has ended (expires_at, milliseconds since the epoch).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'varchar(128)', (col) => col.notNull())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pkey', ['key', 'window_start'])
    .execute()
  await db.schema
    .createIndex('rate_limit_counters_expires')
    .on('rate_limit_counters')
    .column('expires_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute()
}
