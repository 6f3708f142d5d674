import type { Logger } from 'pino'
import type { AlertChannelSender } from './alerts/delivery/alertChannel'
import type { DatabaseHandle } from './db/createDatabase'
import type { Mailer } from './mail/mailer'
import type { MetricAuthorizer } from './metrics/authorize'
import type { MetricSource } from './metrics/metricSource'
import type { Repeater } from './payments/sandboxClock'
import type { PulseHub } from './pulses/pulseHub'
import type { SearchEngine } from './search/searchEngine'

// What buildApp (app.ts) is given besides the configuration, in its own file so that the parts
// app.ts composes (the alert engine) can name what they take without importing app.ts.

export interface AppDependencies {
  /** A migrated database. The app owns it from here on: app.close() closes it. */
  database: DatabaseHandle
  /** Key for signing session cookies, shared by all instances (security/sessionSecret.ts). */
  sessionSecret: Buffer
  logger?: Logger
  /**
   * Where metric data comes from (the demo dataset, later imports or an upstream provider).
   * Without one, the /v1/metrics and /v1/metadata routes are not registered and answer 404.
   */
  metricSource?: MetricSource
  /** Wall clock in milliseconds, Date.now by default; tests pin it to get stable data steps. */
  clock?: () => number
  /** Plan gating and rate limits of metric series; createMetricAccess over `clock` by default. */
  metricAccess?: MetricAuthorizer
  /** Where account mails go; by configuration (SMTP, else files under `<DATA_DIR>/mail/`). */
  mailer?: Mailer
  /**
   * Runs background work every interval (the sandbox's renewals, every minute); an unref'd
   * setInterval by default. Tests pass one they trigger by hand, together with `clock`.
   */
  repeat?: Repeater
  /**
   * Channels alert deliveries are sent through; by default the configured push, webhook,
   * Telegram and email senders. Tests pass recording ones.
   */
  alertSenders?: readonly AlertChannelSender[]
  /**
   * Messages to the open app (the pulse socket); by the database by default (createPulseHub).
   * The app owns it from here on: app.close() closes it.
   */
  pulses?: PulseHub
  /**
   * Runs alert evaluation and the outbox every ALERT_TICK_MS; `repeat` (else an unref'd
   * setInterval) by default. Tests pass one they trigger by hand.
   */
  alertRepeat?: Repeater
  /**
   * The engine the Algolia-protocol routes query; by default the app's own search service
   * (server/search/searchService.ts). Tests may pass a small one over fixed records.
   */
  searchEngine?: SearchEngine
  /**
   * An answer off its declared schema is logged and sent as it is (`log`, the default); tests
   * pass `throw` so it fails as a 500 (openapi/registerOpenApi.ts).
   */
  responseMismatch?: 'log' | 'throw'
}
