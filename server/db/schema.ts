import type { ColumnType, Generated, RawBuilder } from 'kysely'
import type {
  AlertsTable,
  PushSubscriptionsTable,
  AlertPushSendsTable,
  AlertWebhooksTable,
  AlertStatesTable,
  AlertFiringsTable,
  AlertDeliveriesTable,
  TelegramLinksTable,
  TelegramLinkTokensTable,
} from './alertTables'
import type { ContactMessagesTable } from './contactTables'
import type { Millis, StoredBoolean, WritableBoolean } from './columnTypes'

/**
 * The typed shape of the database, shared by both dialects. Booleans are stored as SQLite 0/1
 * integers or PostgreSQL booleans; repositories read them through `fromDbBoolean` and write
 * them with `dbBoolean` (see booleans.ts), so callers only ever see `boolean`.
 */
export interface Database {
  settings: SettingsTable
  feature_flags: FeatureFlagsTable
  imported_series: ImportedSeriesTable
  users: UsersTable
  email_verification_tokens: EmailVerificationTokensTable
  sessions: SessionsTable
  api_keys: ApiKeysTable
  enterprise_form_submissions: EnterpriseFormSubmissionsTable
  survey_responses: SurveyResponsesTable
  subscriptions: SubscriptionsTable
  transactions: TransactionsTable
  webhook_events: WebhookEventsTable
  oidc_payloads: OidcPayloadsTable
  password_reset_tokens: PasswordResetTokensTable
  user_notifications: UserNotificationsTable
  udm_categories: UdmCategoriesTable
  udm_charts: UdmChartsTable
  idempotency_keys: IdempotencyKeysTable
  dashboard_categories: DashboardCategoriesTable
  dashboards: DashboardsTable
  user_favorites: UserFavoritesTable
  rate_limit_counters: RateLimitCountersTable
  linked_tokens: LinkedTokensTable
  alerts: AlertsTable
  push_subscriptions: PushSubscriptionsTable
  alert_webhooks: AlertWebhooksTable
  alert_states: AlertStatesTable
  alert_firings: AlertFiringsTable
  alert_deliveries: AlertDeliveriesTable
  alert_push_sends: AlertPushSendsTable
  telegram_links: TelegramLinksTable
  search_event_counts: SearchEventCountsTable
  telegram_link_tokens: TelegramLinkTokensTable
  search_changes: SearchChangesTable
  contact_messages: ContactMessagesTable
}

/** Small server-wide values generated once and shared by all instances (e.g. session_secret). */
export interface SettingsTable {
  key: string
  value: string
}

export interface FeatureFlagsTable {
  name: string
  // Writes only accept dbBoolean(...): a plain `true` would fail to bind on SQLite at runtime.
  enabled: ColumnType<StoredBoolean, RawBuilder<boolean>, RawBuilder<boolean>>
  /** Share of users (0-100) that get the flag when enabled; null means everyone. */
  percentage: number | null
}

/** Series loaded by `npm run data:import` (repositories/importedSeriesRepository.ts). */
export interface ImportedSeriesTable {
  path: string
  asset: string
  resolution: string
  point_count: number
  // PostgreSQL answers bigint as a string; the repository converts.
  first_t: ColumnType<number | string, number, number>
  last_t: ColumnType<number | string, number, number>
  /** Little-endian Float64 values, 8 bytes a point. */
  t: Buffer
  v: Buffer
  imported_at: ColumnType<number | string, number, number>
  /** When each point first became available, unix seconds like `t` (migration 0023). */
  available_at: ColumnType<Buffer | null, Buffer | undefined, Buffer>
}

// Accounts (migration 0004). Times are milliseconds since the epoch (Millis).

export interface UsersTable {
  uuid: string
  email: string
  first_name: string
  last_name: string
  country_code: string | null
  /** scrypt$N$r$p$salt$hash (security/passwords.ts). */
  password_hash: string
  email_verified_at: ColumnType<number | string | null, number | null, number | null>
  newsletter: WritableBoolean
  referral: string | null
  /** JSON arrays of plans and addons. */
  products: ColumnType<string, string | undefined, string>
  addons: ColumnType<string, string | undefined, string>
  trial_available: ColumnType<StoredBoolean, RawBuilder<boolean> | undefined, RawBuilder<boolean>>
  trial_expiry: ColumnType<number | string | null, number | null | undefined, number | null>
  allow_downloads: ColumnType<StoredBoolean, RawBuilder<boolean> | undefined, RawBuilder<boolean>>
  created_at: Millis
}

/** Hashes only: the token itself exists in the mail and nowhere else. */
export interface EmailVerificationTokensTable {
  token_hash: string
  user_uuid: string
  expires_at: Millis
}

export interface SessionsTable {
  /** SHA-256 of the session id in the cookie. */
  id_hash: string
  user_uuid: string
  created_at: Millis
  last_seen_at: Millis
  expires_at: Millis
  /** The embedded provider's grant the session was linked from (migration 0016). */
  grant_id: ColumnType<string | null, string | null | undefined, string | null>
  /** An external issuer's access token, sealed with the session id (security/sealedToken.ts). */
  sealed_token: ColumnType<string | null, string | null | undefined, string | null>
}

export interface ApiKeysTable {
  user_uuid: string
  key_hash: string
  created_at: Millis
  last_used_at: ColumnType<number | string | null, number | null | undefined, number | null>
}

/** Enterprise (Schedule Demo) form submissions (repositories/enterpriseFormRepository.ts). */
export interface EnterpriseFormSubmissionsTable {
  id: string
  created_at: ColumnType<number | string, number, never>
  email: string
  company_type: string
  user_plan: string
  is_guest: ColumnType<StoredBoolean, RawBuilder<boolean>, never>
  /** The validated submission as JSON. */
  payload: string
}

/** Survey responses (repositories/surveyResponsesRepository.ts). */
export interface SurveyResponsesTable {
  id: string
  user_uuid: string
  survey_type: string
  /** The validated answers as JSON. */
  answers: string
  created_at: ColumnType<number | string, number, never>
}

// Billing (migration 0007, repositories/billingRepository.ts).
type NullableMillis = ColumnType<number | string | null, number | null, number | null>
/** Integer cents in bigint columns, read like Millis. */
type Cents = Millis

export interface SubscriptionsTable {
  id: string
  user_uuid: string
  plan: string
  cycle: string
  price_id: string
  status: string
  amount: Cents
  currency: string
  trial_end: NullableMillis
  current_period_end: NullableMillis
  next_billed_at: NullableMillis
  canceled_at: NullableMillis
  created_at: Millis
  last_event_at: Millis
}

export interface TransactionsTable {
  id: string
  user_uuid: string
  subscription_id: string | null
  status: string
  currency: string
  subtotal: Cents
  tax: Cents
  total: Cents
  refunded: Cents
  invoice_number: string | null
  payment_method: string | null
  card_brand: string | null
  card_last4: string | null
  card_expiry: string | null
  created_at: Millis
  last_event_at: Millis
}

export interface WebhookEventsTable {
  event_id: string
  event_type: string
  occurred_at: Millis
  processed_at: Millis
}

/** State of the embedded OpenID provider, one row per model and id (oidc/payloadAdapter.ts). */
export interface OidcPayloadsTable {
  model: string
  id: string
  /** The library's payload as JSON. */
  payload: string
  grant_id: string | null
  uid: string | null
  user_code: string | null
  expires_at: ColumnType<number | string | null, number | null, number | null>
  consumed_at: ColumnType<number | string | null, number | null, number | null>
}

/** Hashes only, like email verification tokens (migration 0006). */
export interface PasswordResetTokensTable {
  token_hash: string
  user_uuid: string
  expires_at: Millis
}

export interface UserNotificationsTable {
  id: string
  user_uuid: string
  kind: string
  title: string
  body: string
  link: string | null
  created_at: ColumnType<number | string, number, never>
  read_at: ColumnType<number | string | null, number | null | undefined, number | null>
}

// User metrics (migration 0011, repositories/udmChartsRepository.ts and udmCategoriesRepository.ts).
export interface UdmCategoriesTable {
  uuid: string
  user_uuid: string
  name: string
  name_key: string
  version: number
  created_at: Millis
  updated_at: Millis
}

export interface UdmChartsTable {
  uuid: string
  user_uuid: string
  category_uuid: string | null
  name: string
  description: string
  config_type: string
  /** Items and view settings as JSON. */
  document: string
  version: number
  created_at: Millis
  updated_at: Millis
}

/** The first answer to each Idempotency-Key (migration 0012, documents/idempotency.ts). */
export interface IdempotencyKeysTable {
  user_uuid: string
  idempotency_key: string
  fingerprint: string
  response_status: number
  /** JSON object of header names to values. */
  response_headers: string
  response_body: string | null
  created_at: Millis
  expires_at: Millis
}

// Dashboards (migration 0013, repositories/dashboardsRepository.ts and
// dashboardCategoriesRepository.ts).
export interface DashboardCategoriesTable {
  uuid: string
  user_uuid: string
  name: string
  name_key: string
  version: number
  created_at: Millis
  updated_at: Millis
}

export interface DashboardsTable {
  uuid: string
  user_uuid: string
  category_uuid: string | null
  name: string
  asset: string | null
  /** configs, layouts and meta as JSON. */
  document: string
  version: number
  created_at: Millis
  updated_at: Millis
}

/** One favourites list per user (migration 0014, repositories/favoritesRepository.ts). */
export interface UserFavoritesTable {
  user_uuid: string
  /** The list as JSON. */
  favorites: string
  version: number
  updated_at: Millis
}

/** Credential rate-limit counters, one per key and window (migration 0015, auth/authRateLimits.ts). */
export interface RateLimitCountersTable {
  key: string
  window_start: Millis
  hits: number
  /** When the window ends. */
  expires_at: Millis
}

/** SHA-256 of each access token linked to a session, until it expires (migration 0016). */
export interface LinkedTokensTable {
  token_hash: string
  expires_at: Millis
}

/** Dashboards and saved charts written, by trigger (migration 0021, search/searchService.ts). */
export interface SearchChangesTable {
  id: Generated<number>
  kind: 'dashboard' | 'workbench'
  uuid: string
}

/** Clicks and conversions of search results per UTC day, index and record (migration 0022). */
export interface SearchEventCountsTable {
  day: string
  index_name: string
  event_type: string
  object_id: string
  count: number
}
