import { z } from 'zod'
import {
  catalogPriceKey,
  findPriceByKey,
  priceCatalog,
  type ProviderPriceIds,
} from '@/core/billingCatalog'
import { linkEnvSchema } from './configLinks'

/*
 * The environment's variables as the server reads them (server/config.ts turns them into the
 * configuration): each is validated with a message that names it and never repeats a secret.
 */

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

// Empty strings count as unset: env files and compose templates often render `VAR=`.
const optional = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const portSchema = optional(
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) <= 65535, {
      error: 'PORT must be an integer between 0 and 65535 (0 picks a free port)',
    }),
)

const nonEmpty = (name: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${name} must not be blank` })

const databaseUrlSchema = optional(
  z.string().refine((v) => /^postgres(ql)?:\/\/./.test(v), {
    error: 'DATABASE_URL must be a postgres:// or postgresql:// connection URL',
  }),
)

const logLevelSchema = optional(
  z.string().refine((v): v is LogLevel => (logLevels as readonly string[]).includes(v), {
    error: `LOG_LEVEL must be one of ${logLevels.join(', ')}`,
  }),
)

const publicOriginSchema = optional(
  z.string().refine(isOrigin, {
    error:
      'PUBLIC_ORIGIN must be an http(s) origin without a path, e.g. https://studio.example.com',
  }),
)

const httpUrl = (name: string) =>
  optional(
    z.string().refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
      error: `${name} must be an http(s) URL`,
    }),
  )

const hostnameSchema = optional(
  z.string().refine((v) => /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d+)?$/i.test(v), {
    error: 'PRODUCTION_HOST must be a host name such as studio.example.com',
  }),
)

// The key goes into upstream URLs: one token of printable characters. The message never repeats
// the value, since it is a secret.
const apiKeySchema = optional(
  z.string().refine((v) => /^[\x21-\x7e]{8,256}$/.test(v), {
    error: 'GLASSNODE_API_KEY must be 8 to 256 printable characters without spaces',
  }),
)

const paddleTokenSchema = (name: string) =>
  optional(
    z.string().refine((v) => /^[\x21-\x7e]{8,256}$/.test(v), {
      error: `${name} must be 8 to 256 printable characters without spaces`,
    }),
  )

const priceIdsExample = 'e.g. advanced_yearly=pri_01h…,advanced_monthly=pri_01h…'
// Paddle's price ids: `pri_` and a 26-character lowercase ULID.
const paddlePriceIdPattern = /^pri_[a-z0-9]{26}$/

/** `advanced_yearly=pri_…,advanced_monthly=pri_…` -> ids by catalog price id. */
function parsePriceIds(value: string, ctx: z.RefinementCtx): ProviderPriceIds {
  const ids: Record<string, string> = {}
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message: `PADDLE_PRICE_IDS ${message}` })
    return z.NEVER
  }
  for (const entry of value.split(',')) {
    if (entry.trim() === '') continue
    const match = /^\s*([a-z_]+)\s*=\s*(\S+)\s*$/.exec(entry)
    if (match?.[1] === undefined || match[2] === undefined) {
      return fail(
        `must be a comma-separated list of {plan}_{cycle}=<Paddle price id>, ${priceIdsExample}`,
      )
    }
    const [, key, id] = match
    const price = findPriceByKey(key)
    if (price === undefined) {
      const keys = priceCatalog.map(catalogPriceKey).join(', ')
      return fail(`names an unknown price "${key}"; the prices are ${keys}`)
    }
    if (Object.hasOwn(ids, price.priceId)) return fail(`names ${key} twice`)
    if (!paddlePriceIdPattern.test(id)) {
      return fail(
        `gives ${key} an id that is not a Paddle price id (pri_ and 26 letters or digits)`,
      )
    }
    if (Object.values(ids).includes(id)) return fail(`gives ${id} to two prices`)
    ids[price.priceId] = id
  }
  return ids
}

// The URL holds the SMTP password: the message never repeats the value.
const smtpUrlSchema = optional(
  z.string().trim().refine(isSmtpUrl, {
    error:
      'SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtps://user:password@mail.example.com:465',
  }),
)

// One address, bare or after a display name (plain or quoted); no line breaks, so the value
// cannot smuggle in another header.
const mailAddress = String.raw`[^\s@<>()",;:\\[\]]+@[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?`
const displayName = String.raw`(?:[^<>"@,;:\\\r\n]+|"[^"\\\r\n]+")`
const mailFromPattern = new RegExp(
  String.raw`^(?:${mailAddress}|(?:${displayName}\s*)?<${mailAddress}>)$`,
  'i',
)

const mailFromSchema = optional(
  z
    .string()
    .trim()
    .refine((v) => mailFromPattern.test(v), {
      error:
        'MAIL_FROM must be an email address or Name <address>, e.g. Onchain Studio <no-reply@studio.example.com>',
    }),
)

// The token's own shape, `<bot id>:<35 characters>`; the message never repeats the value.
const telegramTokenSchema = optional(
  z.string().refine((v) => /^\d{1,20}:[A-Za-z0-9_-]{20,100}$/.test(v), {
    error: 'TELEGRAM_BOT_TOKEN must be a bot token from BotFather, <digits>:<letters and digits>',
  }),
)

export const envSchema = z.object({
  PORT: portSchema,
  HOST: optional(nonEmpty('HOST')),
  DATA_DIR: optional(nonEmpty('DATA_DIR')),
  DATABASE_URL: databaseUrlSchema,
  STATIC_DIR: optional(nonEmpty('STATIC_DIR')),
  LOG_LEVEL: logLevelSchema,
  PUBLIC_ORIGIN: publicOriginSchema,
  SENTRY_DSN: httpUrl('SENTRY_DSN'),
  PRODUCTION_HOST: hostnameSchema,
  ANALYTICS_ENDPOINT: httpUrl('ANALYTICS_ENDPOINT'),
  GLASSNODE_API_KEY: apiKeySchema,
  GLASSNODE_API_URL: httpUrl('GLASSNODE_API_URL'),
  INTERNAL_EMAIL_DOMAIN: optional(
    z.string().refine((v) => /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(v), {
      error: 'INTERNAL_EMAIL_DOMAIN must be a domain such as example.com, without @',
    }),
  ),
  PADDLE_CLIENT_TOKEN: paddleTokenSchema('PADDLE_CLIENT_TOKEN'),
  PADDLE_WEBHOOK_SECRET: paddleTokenSchema('PADDLE_WEBHOOK_SECRET'),
  PADDLE_API_KEY: paddleTokenSchema('PADDLE_API_KEY'),
  PADDLE_API_URL: httpUrl('PADDLE_API_URL'),
  PADDLE_ENVIRONMENT: optional(
    z.string().refine((v) => v === 'sandbox' || v === 'production', {
      error: 'PADDLE_ENVIRONMENT must be sandbox or production',
    }),
  ),
  PADDLE_WEBHOOK_TOLERANCE_SECONDS: optional(
    z.string().refine((v) => /^\d{1,4}$/.test(v) && Number(v) >= 1, {
      error: 'PADDLE_WEBHOOK_TOLERANCE_SECONDS must be a whole number of seconds, at least 1',
    }),
  ),
  PADDLE_PRICE_IDS: optional(z.string()).transform((value, ctx) =>
    value === undefined ? {} : parsePriceIds(value, ctx),
  ),
  AUTH_RATE_LIMIT_FACTOR: optional(
    z.string().refine((v) => /^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= 1000, {
      error: 'AUTH_RATE_LIMIT_FACTOR must be a whole number from 1 to 1000',
    }),
  ),
  SEARCH_RATE_LIMIT_FACTOR: optional(
    z.string().refine((v) => /^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= 1000, {
      error: 'SEARCH_RATE_LIMIT_FACTOR must be a whole number from 1 to 1000',
    }),
  ),
  ALERT_TICK_MS: optional(
    z.string().refine((v) => /^\d{1,7}$/.test(v) && Number(v) >= 10, {
      error: 'ALERT_TICK_MS must be a whole number of milliseconds from 10 to 9999999',
    }),
  ),
  OIDC_ISSUER: httpUrl('OIDC_ISSUER'),
  OIDC_CLIENT_ID: optional(
    z.string().refine((v) => /^[\x21-\x7e]{1,200}$/.test(v), {
      error: 'OIDC_CLIENT_ID must be 1 to 200 printable characters without spaces',
    }),
  ),
  SMTP_URL: smtpUrlSchema,
  MAIL_FROM: mailFromSchema,
  TELEGRAM_BOT_TOKEN: telegramTokenSchema,
  TELEGRAM_BOT_USERNAME: optional(
    z.string().refine((v) => /^@?[A-Za-z][A-Za-z0-9_]{3,31}$/.test(v), {
      error: 'TELEGRAM_BOT_USERNAME must be the bot username, e.g. studio_alerts_bot',
    }),
  ),
  TELEGRAM_MODE: optional(
    z.string().refine((v) => v === 'webhook' || v === 'polling', {
      error: 'TELEGRAM_MODE must be webhook or polling',
    }),
  ),
  // Telegram's own rule for secret_token; the message never repeats the value.
  TELEGRAM_WEBHOOK_SECRET: optional(
    z.string().refine((v) => /^[A-Za-z0-9_-]{1,256}$/.test(v), {
      error: 'TELEGRAM_WEBHOOK_SECRET must be 1 to 256 of A-Z, a-z, 0-9, _ and -',
    }),
  ),
  TELEGRAM_API_URL: httpUrl('TELEGRAM_API_URL'),
  VAPID_PUBLIC_KEY: optional(
    z.string().refine((v) => isBase64UrlKey(v, 65), {
      error:
        'VAPID_PUBLIC_KEY must be a base64url P-256 public key (65 bytes), as web-push generates',
    }),
  ),
  VAPID_PRIVATE_KEY: optional(
    z.string().refine((v) => isBase64UrlKey(v, 32), {
      error:
        'VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes), as web-push generates',
    }),
  ),
  VAPID_SUBJECT: optional(
    z.string().refine(isVapidSubject, {
      error:
        'VAPID_SUBJECT must be an https: URL or a mailto: address, e.g. mailto:ops@example.com',
    }),
  ),
  ALGOLIA_APP_ID: optional(
    z.string().refine((v) => /^[A-Za-z0-9]{1,32}$/.test(v), {
      error: 'ALGOLIA_APP_ID must be the application id, letters and digits',
    }),
  ),
  // Keys: the messages never repeat the value.
  ALGOLIA_ADMIN_KEY: optional(
    z.string().refine((v) => /^[A-Za-z0-9]{16,128}$/.test(v), {
      error: 'ALGOLIA_ADMIN_KEY must be an Algolia API key (letters and digits)',
    }),
  ),
  ALGOLIA_SEARCH_KEY: optional(
    z.string().refine((v) => /^[A-Za-z0-9]{16,128}$/.test(v), {
      error: 'ALGOLIA_SEARCH_KEY must be an Algolia API key (letters and digits)',
    }),
  ),
  ALGOLIA_HOST: httpUrl('ALGOLIA_HOST'),
  ALGOLIA_INDEX_PREFIX: optional(
    z.string().refine((v) => /^[A-Za-z0-9_.-]{1,64}$/.test(v), {
      error: 'ALGOLIA_INDEX_PREFIX must be 1 to 64 of A-Z, a-z, 0-9, _, . and -',
    }),
  ),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: optional(
    z.string().refine((v) => v === 'true' || v === 'false', {
      error: 'WEBHOOK_ALLOW_PRIVATE_NETWORKS must be true or false',
    }),
  ),
  ...linkEnvSchema,
})

/** The variables once validated. */
export type EnvVars = z.infer<typeof envSchema>

function isBase64UrlKey(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes
}

function isVapidSubject(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return (
    (url.protocol === 'https:' && url.hostname !== '') || /^mailto:[^\s@]+@[^\s@]+$/.test(value)
  )
}

function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
}

function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  const pathless = (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash
  return (url.protocol === 'http:' || url.protocol === 'https:') && pathless && !url.username
}
