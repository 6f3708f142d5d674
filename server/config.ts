import { createECDH } from 'node:crypto'
import { isIP } from 'node:net'
import path from 'node:path'
import type { ProviderPriceIds } from '@/core/billingCatalog'
import { envSchema, type EnvVars, type LogLevel } from './configEnv'
import { linksConfig, type LinksConfig } from './configLinks'

/**
 * Server configuration, read once from the environment at start. Every variable is validated so
 * that a typo fails the start with a message naming the variable, instead of surfacing later as
 * a confusing runtime error.
 */

export interface Config {
  port: number
  host: string
  /** Absolute directory for the SQLite file and other local state. */
  dataDir: string
  /** When set, PostgreSQL is used instead of SQLite. */
  databaseUrl: string | undefined
  /** Absolute directory of the built app (vite build output). */
  staticDir: string
  logLevel: LogLevel
  /** Origin the app is served from (scheme://host[:port]), used for CSRF origin checks. */
  publicOrigin: string | undefined
  /** Error reporting (Sentry DSN); the app reports only on `productionHost`. */
  sentryDsn: string | undefined
  productionHost: string | undefined
  /** Collector the app posts analytics batches to; analytics stay off while unset. */
  analyticsEndpoint: string | undefined
  /**
   * Upstream metrics provider: when GLASSNODE_API_KEY is set, metric requests are proxied to
   * it instead of answered from the demo dataset. The key is a secret: never logged or sent to
   * browsers.
   */
  glassnode: { apiKey: string; apiUrl: string } | undefined
  /** Users whose email is at this domain are flagged internal (the domain is never shown). */
  internalEmailDomain: string | undefined
  /**
   * An external OpenID issuer the app signs in with instead of the embedded provider (served
   * under /oidc); undefined keeps the embedded one.
   */
  oidcIssuer: string | undefined
  /** The app's client id at the issuer; `studio-app` for the embedded provider. */
  oidcClientId: string
  /** Payments (server/payments): real Paddle with a client token, else the sandbox checkout. */
  paddle: PaddleConfig
  /**
   * Multiplies the sign-in, sign-up and password-reset allowances (1 in production). Suites that
   * create many accounts from one address raise it; it never switches the limits off.
   */
  authRateLimitFactor: number
  /**
   * Multiplies the search service's rate limit (1 in production; search/protocol/
   * searchRateLimit.ts). End-to-end suites, whose browsers all search from one address with the
   * one guest key, raise it; it never switches the limit off.
   */
  searchRateLimitFactor: number
  /** Account mails (verification, password reset): by SMTP when configured, else files. */
  mail: MailConfig
  /** Alerts by Telegram (server/telegram); undefined (off) without a bot token and username. */
  telegram: TelegramConfig | undefined
  /** Web Push of alerts (alerts/delivery/vapidKeys.ts). */
  webPush: WebPushConfig
  /**
   * Push endpoints and webhook URLs may be plain http and on loopback or private networks
   * (WEBHOOK_ALLOW_PRIVATE_NETWORKS, for self-hosting and tests); off, the server never calls
   * inside its own network for a user (http/outboundGuard.ts).
   */
  allowPrivateNetworks: boolean
  /**
   * How often alert evaluation checks for new points (a new 10-minute step, an import) and the
   * outbox for retries, in milliseconds (ALERT_TICK_MS, 3000 by default: with the metric
   * source's 5 s check for imports, an import is evaluated within 10 s).
   */
  alertTickMs: number
  /** Global search (server/search, docs/search.md): the names the Algolia protocol answers to. */
  search: SearchConfig
  /** The deployment's contact mailboxes and social profiles, shown in the app when set. */
  links: LinksConfig
}

export interface SearchConfig {
  /** The application id clients send as `x-algolia-application-id`. */
  appId: string
  /** Index names of the items (charts, dashboards, workbenches) and the assets. */
  itemsIndex: string
  assetsIndex: string
  /**
   * Real Algolia (ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, ALGOLIA_SEARCH_KEY, all or none): the server
   * pushes the records there and the app searches Algolia's hosts; undefined keeps the embedded
   * service. The admin and search keys are secrets: never logged nor sent to browsers.
   */
  algolia?: AlgoliaConfig
}

export interface AlgoliaConfig {
  appId: string
  /** Indexes the records; server-side only. */
  adminKey: string
  /** The parent of every key the server hands out (all secured); never handed out itself. */
  searchKey: string
  /**
   * ALGOLIA_HOST: one host (`http://127.0.0.1:port`) the indexing client talks to instead of
   * Algolia's (tests point it at a fake); undefined uses Algolia's hosts.
   */
  host: { url: string; port?: number; protocol: 'http' | 'https' } | undefined
}

export const defaultSearchConfig: SearchConfig = {
  appId: 'STUDIO',
  itemsIndex: 'studio_items',
  assetsIndex: 'studio_assets',
}

export interface WebPushConfig {
  /**
   * VAPID keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, as web-push generates
   * them); unset: generated on first start and kept in the database. The private key is a
   * secret: never logged, nor repeated in validation messages.
   */
  keys: { publicKey: string; privateKey: string } | undefined
  /** The VAPID `sub` claim: VAPID_SUBJECT, else an https PUBLIC_ORIGIN, else mailto: MAIL_FROM. */
  subject: string
}

export interface TelegramConfig {
  /** From BotFather, `123456:ABC…`. A secret (it is the bot): never logged. */
  botToken: string
  /** The bot's username without `@`, for `https://t.me/{bot}?start=…`. */
  botUsername: string
  /**
   * How updates arrive: `webhook` (Telegram posts to PUBLIC_ORIGIN/telegram/webhook; any number
   * of instances) or `polling` (getUpdates; one instance per bot token).
   */
  mode: 'webhook' | 'polling'
  /** Telegram echoes it in X-Telegram-Bot-Api-Secret-Token; required in webhook mode. */
  webhookSecret: string | undefined
  /** The Bot API without a trailing slash; tests point it at a fake on loopback. */
  apiUrl: string
}

export const defaultTelegramApiUrl = 'https://api.telegram.org'

export interface MailConfig {
  /**
   * `smtp://` or `smtps://` URL of the mail server; unset writes mails to `<DATA_DIR>/mail/`.
   * It holds the password: never logged, nor repeated in validation messages.
   */
  smtpUrl: string | undefined
  /** The From header: an address or `Name <address>`. */
  from: string
}

export interface PaddleConfig {
  /** Paddle.js client token (public by design); unset means the sandbox checkout is served. */
  clientToken: string | undefined
  /** The webhook destination's secret; never logged. Unset: generated once and stored. */
  webhookSecret: string | undefined
  environment: 'sandbox' | 'production'
  /** Largest accepted |now - ts| of a webhook signature. */
  webhookToleranceSeconds: number
  /** The account's own price ids by catalog price id (PADDLE_PRICE_IDS); public. */
  priceIds: ProviderPriceIds
  /**
   * Paddle API key (server-side only): cancellations are made at Paddle with it. A secret: never
   * logged, sent to browsers or repeated in messages. Required with a client token.
   */
  apiKey: string | undefined
  /** Base URL of the Paddle API without a trailing slash; by environment unless overridden. */
  apiUrl: string
}

export const paddleApiUrls = {
  production: 'https://api.paddle.com',
  sandbox: 'https://sandbox-api.paddle.com',
} as const

export const defaultGlassnodeApiUrl = 'https://api.glassnode.com'

export type Env = Readonly<Record<string, string | undefined>>

/**
 * Validates `env` and returns the configuration with defaults applied. Pure apart from resolving
 * relative directories against `cwd` (the process working directory unless given).
 */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message)
    throw new Error(`Invalid configuration: ${problems.join('; ')}`)
  }
  const vars = parsed.data
  // Real Paddle signs with the secret of its notification destination: a generated one cannot
  // match, and every payment would be refused. Without the API key a cancel could not reach
  // Paddle, and the customer would go on being charged.
  if (vars.PADDLE_CLIENT_TOKEN !== undefined) {
    const missing = (['PADDLE_WEBHOOK_SECRET', 'PADDLE_API_KEY'] as const).filter(
      (name) => vars[name] === undefined,
    )
    if (missing.length > 0) {
      throw new Error(`Invalid configuration: PADDLE_CLIENT_TOKEN needs ${missing.join(' and ')}`)
    }
  }
  if ((vars.VAPID_PUBLIC_KEY === undefined) !== (vars.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together')
  }
  if (
    vars.VAPID_PUBLIC_KEY !== undefined &&
    vars.VAPID_PRIVATE_KEY !== undefined &&
    !isVapidPair(vars.VAPID_PUBLIC_KEY, vars.VAPID_PRIVATE_KEY)
  ) {
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY is not the key of VAPID_PRIVATE_KEY')
  }
  const paddleEnvironment = vars.PADDLE_ENVIRONMENT === 'production' ? 'production' : 'sandbox'
  const publicOrigin = vars.PUBLIC_ORIGIN === undefined ? undefined : new URL(vars.PUBLIC_ORIGIN)
  const mailFrom = vars.MAIL_FROM ?? defaultMailFrom(publicOrigin?.hostname)
  return {
    port: vars.PORT === undefined ? 8080 : Number(vars.PORT),
    host: vars.HOST ?? '0.0.0.0',
    dataDir: path.resolve(cwd, vars.DATA_DIR ?? 'data'),
    databaseUrl: vars.DATABASE_URL,
    staticDir: path.resolve(cwd, vars.STATIC_DIR ?? 'dist'),
    logLevel: (vars.LOG_LEVEL as LogLevel | undefined) ?? 'info',
    publicOrigin: publicOrigin?.origin,
    sentryDsn: vars.SENTRY_DSN,
    productionHost: vars.PRODUCTION_HOST?.toLowerCase(),
    analyticsEndpoint: vars.ANALYTICS_ENDPOINT,
    glassnode:
      vars.GLASSNODE_API_KEY === undefined
        ? undefined
        : {
            apiKey: vars.GLASSNODE_API_KEY,
            apiUrl: (vars.GLASSNODE_API_URL ?? defaultGlassnodeApiUrl).replace(/\/+$/, ''),
          },
    internalEmailDomain: vars.INTERNAL_EMAIL_DOMAIN?.toLowerCase(),
    paddle: {
      clientToken: vars.PADDLE_CLIENT_TOKEN,
      webhookSecret: vars.PADDLE_WEBHOOK_SECRET,
      environment: paddleEnvironment,
      webhookToleranceSeconds: Number(vars.PADDLE_WEBHOOK_TOLERANCE_SECONDS ?? 5),
      priceIds: vars.PADDLE_PRICE_IDS,
      apiKey: vars.PADDLE_API_KEY,
      apiUrl: (vars.PADDLE_API_URL ?? paddleApiUrls[paddleEnvironment]).replace(/\/+$/, ''),
    },
    oidcIssuer: vars.OIDC_ISSUER?.replace(/\/+$/, ''),
    oidcClientId: vars.OIDC_CLIENT_ID ?? 'studio-app',
    authRateLimitFactor: Number(vars.AUTH_RATE_LIMIT_FACTOR ?? 1),
    searchRateLimitFactor: Number(vars.SEARCH_RATE_LIMIT_FACTOR ?? 1),
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: mailFrom,
    },
    webPush: {
      keys:
        vars.VAPID_PUBLIC_KEY === undefined || vars.VAPID_PRIVATE_KEY === undefined
          ? undefined
          : { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY },
      subject: vars.VAPID_SUBJECT ?? defaultVapidSubject(publicOrigin, mailFrom),
    },
    allowPrivateNetworks: vars.WEBHOOK_ALLOW_PRIVATE_NETWORKS === 'true',
    alertTickMs: Number(vars.ALERT_TICK_MS ?? 3000),
    telegram: telegramConfig(vars, publicOrigin),
    search: searchConfig(vars),
    links: linksConfig(vars),
  }
}

/** Several deployments may share one Algolia application: ALGOLIA_INDEX_PREFIX tells them apart. */
function searchConfig(vars: EnvVars): SearchConfig {
  const algolia = algoliaConfig(vars)
  if (algolia === undefined) {
    if (vars.ALGOLIA_INDEX_PREFIX !== undefined) {
      throw new Error(
        'Invalid configuration: ALGOLIA_INDEX_PREFIX needs ALGOLIA_APP_ID and its keys',
      )
    }
    return { ...defaultSearchConfig }
  }
  const prefix = vars.ALGOLIA_INDEX_PREFIX ?? ''
  return {
    ...defaultSearchConfig,
    itemsIndex: prefix + defaultSearchConfig.itemsIndex,
    assetsIndex: prefix + defaultSearchConfig.assetsIndex,
    algolia,
  }
}

function algoliaConfig(vars: EnvVars): AlgoliaConfig | undefined {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: adminKey, ALGOLIA_SEARCH_KEY: searchKey } = vars
  if (appId === undefined && adminKey === undefined && searchKey === undefined) {
    if (vars.ALGOLIA_HOST !== undefined) {
      throw new Error('Invalid configuration: ALGOLIA_HOST needs ALGOLIA_APP_ID and its keys')
    }
    return undefined
  }
  if (appId === undefined || adminKey === undefined || searchKey === undefined) {
    throw new Error(
      'Invalid configuration: Algolia needs all of ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_SEARCH_KEY',
    )
  }
  if (adminKey === searchKey) {
    throw new Error('Invalid configuration: ALGOLIA_SEARCH_KEY must not be the admin key')
  }
  const host = vars.ALGOLIA_HOST === undefined ? undefined : new URL(vars.ALGOLIA_HOST)
  return {
    appId,
    adminKey,
    searchKey,
    host: host && {
      url: host.hostname,
      ...(host.port === '' ? {} : { port: Number(host.port) }),
      protocol: host.protocol === 'http:' ? 'http' : 'https',
    },
  }
}

function telegramConfig(vars: EnvVars, publicOrigin: URL | undefined): TelegramConfig | undefined {
  const token = vars.TELEGRAM_BOT_TOKEN
  const username = vars.TELEGRAM_BOT_USERNAME
  if (token === undefined && username === undefined) return undefined
  if (token === undefined || username === undefined) {
    throw new Error(
      'Invalid configuration: Telegram needs both TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME',
    )
  }
  // Telegram posts webhooks to https addresses only: without one, the server polls.
  const mode =
    (vars.TELEGRAM_MODE as TelegramConfig['mode'] | undefined) ??
    (publicOrigin?.protocol === 'https:' ? 'webhook' : 'polling')
  if (mode === 'webhook') {
    if (vars.TELEGRAM_WEBHOOK_SECRET === undefined) {
      throw new Error('Invalid configuration: TELEGRAM_MODE=webhook needs TELEGRAM_WEBHOOK_SECRET')
    }
    if (publicOrigin === undefined) {
      throw new Error('Invalid configuration: TELEGRAM_MODE=webhook needs PUBLIC_ORIGIN')
    }
  }
  return {
    botToken: token,
    botUsername: username.replace(/^@/, ''),
    mode,
    webhookSecret: vars.TELEGRAM_WEBHOOK_SECRET,
    apiUrl: (vars.TELEGRAM_API_URL ?? defaultTelegramApiUrl).replace(/\/+$/, ''),
  }
}

/**
 * Push services contact the sender through the VAPID subject when something goes wrong: the
 * app's https origin, else the From address of its mails (web-push takes only https: or mailto:).
 */
function defaultVapidSubject(publicOrigin: URL | undefined, mailFrom: string): string {
  if (publicOrigin?.protocol === 'https:') return publicOrigin.origin
  const address = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom
  return `mailto:${address}`
}

/** Whether the public key is the private key's: a mismatched pair signs JWTs no one accepts. */
function isVapidPair(publicKey: string, privateKey: string): boolean {
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'))
  return ecdh.getPublicKey('base64url') === publicKey
}

/** `Onchain Studio <no-reply@host>` with the public host name, else localhost. */
function defaultMailFrom(publicHost: string | undefined): string {
  // An IP address is no mail domain (it would need brackets, and no one receives there).
  const domain =
    publicHost === undefined || isIP(publicHost.replace(/^\[|\]$/g, '')) !== 0
      ? 'localhost'
      : publicHost
  return `Onchain Studio <no-reply@${domain}>`
}
