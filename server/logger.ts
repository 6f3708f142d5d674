import { createRequire } from 'node:module'
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino'
import type { LogLevel } from './configEnv'
import { redactText } from './http/logRedaction'
import { logSerializers } from './http/requestLog'

/** Credentials that must never reach the logs, whichever object carries the headers. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-api-key"]',
  'headers["set-cookie"]',
  // The upstream provider's key, should the configuration ever be logged.
  'glassnode.apiKey',
  '*.glassnode.apiKey',
  // The Paddle webhook secret and API key (cancellations at Paddle).
  'paddle.webhookSecret',
  '*.paddle.webhookSecret',
  'paddle.apiKey',
  '*.paddle.apiKey',
  // Algolia's admin key (indexing) and search key (the parent of the keys handed out).
  'algolia.adminKey',
  '*.algolia.adminKey',
  'algolia.searchKey',
  '*.algolia.searchKey',
  'search.algolia.adminKey',
  '*.search.algolia.adminKey',
  'search.algolia.searchKey',
  '*.search.algolia.searchKey',
  // The SMTP URL carries the mail server's password.
  'mail.smtpUrl',
  '*.mail.smtpUrl',
  // The Telegram bot token is the bot; the webhook secret proves an update comes from Telegram.
  'telegram.botToken',
  '*.telegram.botToken',
  'telegram.webhookSecret',
  '*.telegram.webhookSecret',
]

export interface LoggerSettings {
  /** Human-readable output via pino-pretty (a dev dependency; ignored when not installed). */
  pretty?: boolean
  /** Where JSON lines go; stdout by default. Tests pass a stream to read the log. */
  destination?: DestinationStream
}

export function createLogger(level: LogLevel, settings: LoggerSettings = {}): Logger {
  const options: LoggerOptions = {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    // One request serializer for the whole server, errors and messages scrubbed of URLs'
    // secrets (http/requestLog.ts): Fastify's defaults would log `?token=…` as sent.
    serializers: { ...logSerializers, msg: redactText },
  }
  if (settings.destination !== undefined) return pino(options, settings.destination)
  if (settings.pretty === true && isInstalled('pino-pretty')) {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: true } } })
  }
  return pino(options)
}

/** Pretty logs for a developer at a terminal; JSON lines for log collectors and pipes. */
export function wantsPrettyLogs(): boolean {
  return process.stdout.isTTY === true && process.env.NODE_ENV !== 'production'
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name)
    return true
  } catch {
    return false
  }
}
