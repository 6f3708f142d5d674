import type { ColumnType } from 'kysely'
import type { Millis, WritableBoolean } from './columnTypes'

/* The alerts' tables (server/alerts/, docs/alerts.md), part of `Database` in schema.ts. */

/** Alerts (migration 0017, repositories/alertsRepository.ts). */
export interface AlertsTable {
  uuid: string
  user_uuid: string
  path: string | null
  asset: string | null
  currency: string | null
  exchange: string | null
  source_chart_uuid: string | null
  source_item: string | null
  resolution: string
  condition: string
  /** JSON array of numbers. */
  condition_values: string
  condition_duration: string | null
  moving_average: number
  metric_name: string
  name: string
  /** JSON array of channel names. */
  channels: string
  repeat: string
  enabled: WritableBoolean
  snoozed_until: ColumnType<number | string | null, number | null, number | null>
  disabled_reason: string | null
  version: number
  created_at: Millis
  updated_at: Millis
}

/** Browsers that receive a user's alert pushes (migration 0019, pushSubscriptionsRepository.ts). */
export interface PushSubscriptionsTable {
  endpoint: string
  user_uuid: string
  p256dh: string
  auth: string
  expiration_time: ColumnType<number | string | null, number | null, number | null>
  user_agent: string | null
  created_at: Millis
}

/** A user's alert webhook (migration 0019, alertWebhooksRepository.ts); the secret is sealed. */
export interface AlertWebhooksTable {
  user_uuid: string
  url: string
  sealed_secret: string
  created_at: Millis
  updated_at: Millis
}

/** Each alert's evaluation state, AlertState as JSON (migration 0018, alerts/alertEvaluator.ts). */
export interface AlertStatesTable {
  alert_uuid: string
  state: string
  updated_at: Millis
}

/** Firings of alerts (migration 0018); `point_t` null for a test firing. */
export interface AlertFiringsTable {
  id: string
  alert_uuid: string
  user_uuid: string
  t: ColumnType<number | string, number, number>
  point_t: ColumnType<number | string | null, number | null, number | null>
  value: number
  test: WritableBoolean
  fired_at: Millis
}

/** The outbox of alert deliveries, one row per (firing, channel) (migration 0018). */
export interface AlertDeliveriesTable {
  firing_id: string
  channel: string
  status: string
  attempts: number
  next_attempt_at: Millis
  lease_until: ColumnType<number | string | null, number | null, number | null>
  detail: string | null
  delivered_at: ColumnType<number | string | null, number | null, number | null>
}

/** A push subscription's settled outcome of one firing (migration 0024, pushSendsRepository.ts). */
export interface AlertPushSendsTable {
  firing_id: string
  endpoint: string
  status: string
  detail: string | null
  settled_at: Millis
}

/** The chat each account's Telegram alerts go to (migration 0020, telegramLinksRepository.ts). */
export interface TelegramLinksTable {
  user_uuid: string
  // PostgreSQL answers bigint as a string.
  chat_id: ColumnType<number | string, number, number>
  linked_at: Millis
}

/** One-time tokens of the bot's deep link, hashes only (migration 0020). */
export interface TelegramLinkTokensTable {
  token_hash: string
  user_uuid: string
  expires_at: Millis
}
