import type { Kysely } from 'kysely'

// Telegram alerts (server/telegram): which chat each account's alerts go to, and the one-time
// tokens of `https://t.me/{bot}?start={token}` that link one. Tokens are stored as hashes only,
// like email verification tokens; rows go with the account.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('telegram_links')
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.primaryKey().references('users.uuid').onDelete('cascade'),
    )
    // Telegram chat ids exceed 32 bits.
    .addColumn('chat_id', 'bigint', (col) => col.notNull())
    .addColumn('linked_at', 'bigint', (col) => col.notNull())
    .execute()
  // /stop and a blocked bot unlink by chat.
  await db.schema
    .createIndex('telegram_links_chat')
    .on('telegram_links')
    .column('chat_id')
    .execute()

  await db.schema
    .createTable('telegram_link_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.notNull().references('users.uuid').onDelete('cascade'),
    )
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('telegram_link_tokens_user')
    .on('telegram_link_tokens')
    .column('user_uuid')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('telegram_link_tokens').execute()
  await db.schema.dropTable('telegram_links').execute()
}
