import type { Kysely } from 'kysely'

// Where alerts reach a user outside the app (docs/alerts.md, "Channels"). push_subscriptions: one
// row per browser that subscribed (PushSubscription.toJSON()); the endpoint is the browser's own
// address at its push service, so it is unique: a browser that subscribes under another account
// moves to that account. alert_webhooks: at most one URL per user, with its Standard Webhooks
// secret sealed (security/sealedToken.ts). Rows go with the account.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'varchar(2048)', (col) => col.primaryKey())
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.notNull().references('users.uuid').onDelete('cascade'),
    )
    // The browser's P-256 public key and auth secret, base64url.
    .addColumn('p256dh', 'varchar(100)', (col) => col.notNull())
    .addColumn('auth', 'varchar(40)', (col) => col.notNull())
    // Milliseconds; null when the browser set no expiry.
    .addColumn('expiration_time', 'bigint')
    // The User-Agent that subscribed, shortened: tells a user's devices apart.
    .addColumn('user_agent', 'varchar(200)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .columns(['user_uuid', 'created_at'])
    .execute()

  await db.schema
    .createTable('alert_webhooks')
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.primaryKey().references('users.uuid').onDelete('cascade'),
    )
    .addColumn('url', 'varchar(2048)', (col) => col.notNull())
    .addColumn('sealed_secret', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_webhooks').execute()
  await db.schema.dropTable('push_subscriptions').execute()
}
