import type { Kysely } from 'kysely'

// Billing, as the payment provider's webhooks report it (server/payments): subscriptions, their
// transactions and the webhook events already applied. Times are milliseconds since the epoch,
// amounts integer cents. `last_event_at` is the occurred_at of the newest event applied to a row:
// an older event arriving late must not overwrite newer state. Subscription ids on transactions
// are not foreign keys, since the provider may report a transaction before its subscription.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.notNull().references('users.uuid').onDelete('cascade'),
    )
    .addColumn('plan', 'varchar(20)', (col) => col.notNull())
    .addColumn('cycle', 'varchar(10)', (col) => col.notNull())
    .addColumn('price_id', 'varchar(64)', (col) => col.notNull())
    // active, trialing, past_due, paused, canceled (the provider's statuses).
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('trial_end', 'bigint')
    .addColumn('current_period_end', 'bigint')
    .addColumn('next_billed_at', 'bigint')
    // When the subscription ended, or is scheduled to end (cancel at period end).
    .addColumn('canceled_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_event_at', 'bigint', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_uuid', 'varchar(36)', (col) =>
      col.notNull().references('users.uuid').onDelete('cascade'),
    )
    .addColumn('subscription_id', 'varchar(64)')
    // completed, disputed, partially_refunded, refunded.
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('subtotal', 'bigint', (col) => col.notNull())
    .addColumn('tax', 'bigint', (col) => col.notNull())
    .addColumn('total', 'bigint', (col) => col.notNull())
    .addColumn('refunded', 'bigint', (col) => col.notNull())
    .addColumn('invoice_number', 'varchar(64)')
    // Payment method summary: never a full card number, only what the provider reports.
    .addColumn('payment_method', 'varchar(10)')
    .addColumn('card_brand', 'varchar(20)')
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('card_expiry', 'varchar(7)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_event_at', 'bigint', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('webhook_events')
    .addColumn('event_id', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('event_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('occurred_at', 'bigint', (col) => col.notNull())
    .addColumn('processed_at', 'bigint', (col) => col.notNull())
    .execute()

  for (const table of ['subscriptions', 'transactions']) {
    await db.schema.createIndex(`${table}_user_uuid`).on(table).column('user_uuid').execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['webhook_events', 'transactions', 'subscriptions']) {
    await db.schema.dropTable(table).execute()
  }
}
