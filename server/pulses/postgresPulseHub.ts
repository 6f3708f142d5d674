import type { FastifyBaseLogger } from 'fastify'
import { sql } from 'kysely'
import pg from 'pg'
import { pulseMessageSchema, type PulseMessage } from '@/core/api/pulses'
import type { DatabaseHandle } from '../db/createDatabase'
import type { PulseHub } from './pulseHub'
import { createPulseListeners } from './pulseListeners'

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (the default block size). */
export const notifyPayloadLimitBytes = 7999
const defaultChannel = 'studio_pulses'
const reconnectBaseMs = 1000
const reconnectMaxMs = 30_000

export interface PostgresPulseHubOptions {
  logger: FastifyBaseLogger
  /** The NOTIFY channel; tests give each suite its own, since channels span the database. */
  channel?: string
}

/**
 * The hub of instances sharing one PostgreSQL database: `publish` sends NOTIFY through the pool
 * (`{ u: userUuid, m: message }` as JSON; a sessions-ended notice is `{ u: userUuid, s: 1 }`,
 * nothing secret), and every instance, this one included, hears it on a
 * dedicated LISTEN connection and hands it to the listeners of its own sockets. So a firing
 * published by whichever instance ran the alert reaches the socket wherever it is. A message
 * published while an instance's LISTEN connection is down is lost for that instance (the toast is
 * a convenience: push, Telegram, email and webhook deliveries go through the outbox); the
 * connection is reopened with backoff.
 */
export async function createPostgresPulseHub(
  database: DatabaseHandle,
  { logger, channel = defaultChannel }: PostgresPulseHubOptions,
): Promise<PulseHub> {
  const connectionString = database.connectionString
  if (connectionString === undefined) throw new Error('The pulse hub needs a PostgreSQL URL')
  const listeners = createPulseListeners((err) => logger.error({ err }, 'Pulse listener failed'))
  let client: pg.Client | undefined
  let closed = false
  let failures = 0
  let reconnectTimer: NodeJS.Timeout | undefined

  const onNotification = (notification: pg.Notification) => {
    if (notification.channel !== channel || notification.payload === undefined) return
    const parsed = parseNotification(notification.payload)
    if (parsed === undefined) {
      logger.warn('Ignored a malformed pulse notification')
      return
    }
    if (parsed.message === 'sessionsEnded') listeners.dispatchSessionsEnded(parsed.userUuid)
    else listeners.dispatch(parsed.userUuid, parsed.message)
  }

  const listen = async () => {
    // A database that stops answering fails the connect (and the backoff retries) instead of
    // holding it open forever, as the pool's connects do.
    const next = new pg.Client({
      connectionString,
      application_name: 'onchain-studio-pulses',
      connectionTimeoutMillis: 10_000,
    })
    next.on('notification', onNotification)
    next.on('error', (err) => {
      logger.warn({ err }, 'Pulse LISTEN connection failed; reconnecting')
      drop(next)
    })
    next.on('end', () => drop(next))
    client = next
    await next.connect()
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    failures = 0
  }

  // A lost connection is replaced after a backoff with jitter, so instances that lost the
  // database together do not all come back in the same instant.
  const drop = (lost: pg.Client) => {
    if (client !== lost) return
    client = undefined
    lost.removeAllListeners('notification')
    void lost.end().catch(() => undefined)
    if (closed || reconnectTimer !== undefined) return
    const ceiling = Math.min(reconnectMaxMs, reconnectBaseMs * 2 ** failures)
    failures += 1
    reconnectTimer = setTimeout(
      () => {
        reconnectTimer = undefined
        if (closed) return
        listen().catch((err: unknown) => {
          logger.warn({ err }, 'Pulse LISTEN reconnect failed')
          if (client !== undefined) drop(client)
        })
      },
      ceiling / 2 + Math.random() * (ceiling / 2),
    )
    reconnectTimer.unref()
  }

  try {
    await listen()
  } catch (error) {
    closed = true
    clearTimeout(reconnectTimer)
    await client?.end().catch(() => undefined)
    throw error
  }

  return {
    async publish(userUuid, message) {
      const payload = JSON.stringify({ u: userUuid, m: message })
      if (Buffer.byteLength(payload) > notifyPayloadLimitBytes) {
        logger.warn({ type: message.type }, 'Pulse message too large for NOTIFY: not sent')
        return
      }
      await sql`select pg_notify(${channel}, ${payload})`.execute(database.db)
    },
    subscribe: (userUuid, listener) => listeners.add(userUuid, listener),
    async publishSessionsEnded(userUuid) {
      const payload = JSON.stringify({ u: userUuid, s: 1 })
      await sql`select pg_notify(${channel}, ${payload})`.execute(database.db)
    },
    onSessionsEnded: (listener) => listeners.addSessionsEnded(listener),
    async close() {
      closed = true
      clearTimeout(reconnectTimer)
      listeners.clear()
      const last = client
      client = undefined
      await last?.end().catch(() => undefined)
    },
  }
}

function parseNotification(
  payload: string,
): { userUuid: string; message: PulseMessage | 'sessionsEnded' } | undefined {
  try {
    const raw = JSON.parse(payload) as { u?: unknown; m?: unknown; s?: unknown }
    if (typeof raw.u !== 'string') return undefined
    if (raw.s === 1) return { userUuid: raw.u, message: 'sessionsEnded' }
    const message = pulseMessageSchema.safeParse(raw.m)
    if (!message.success) return undefined
    return { userUuid: raw.u, message: message.data }
  } catch {
    return undefined
  }
}
