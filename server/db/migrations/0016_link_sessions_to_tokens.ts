import type { Kysely } from 'kysely'

// What a session was linked from (POST /v1/user/link), so that logout can end it at the issuer:
// the embedded provider's grant (sessions.grant_id), or, for an external issuer with a
// revocation endpoint, the access token sealed with a key derived from the session id, which
// only the browser's cookie holds (sessions.sealed_token; security/sealedToken.ts).
// linked_tokens keeps the SHA-256 of every access token linked until it expires, so a token
// links once.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('grant_id', 'varchar(255)').execute()
  await db.schema.alterTable('sessions').addColumn('sealed_token', 'text').execute()
  await db.schema.createIndex('sessions_grant_id').on('sessions').column('grant_id').execute()

  await db.schema
    .createTable('linked_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    // Milliseconds since the epoch.
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('linked_tokens_expires')
    .on('linked_tokens')
    .column('expires_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('linked_tokens').execute()
  await db.schema.dropIndex('sessions_grant_id').execute()
  await db.schema.alterTable('sessions').dropColumn('sealed_token').execute()
  await db.schema.alterTable('sessions').dropColumn('grant_id').execute()
}
