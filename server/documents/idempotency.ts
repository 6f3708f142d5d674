import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { idempotencyKeyHeader, idempotentReplayedHeader } from '@/core/api/documentVersion'
import type { Database } from '../db/schema'
import { badRequest, HttpError } from '../http/httpError'
import {
  createIdempotencyKeysRepository,
  type StoredAnswer,
} from '../repositories/idempotencyKeysRepository'
import { requestFingerprint } from './requestFingerprint'

export type { StoredAnswer }

/*
 * Idempotent document writes (the IETF Idempotency-Key header draft): a write that carries
 * `Idempotency-Key` is applied once per user and key; a repeat of the same request (method, path
 * and body) gets the first answer back, status and body, without being applied again. Replays
 * come from the app's offline outbox and from retries after a lost answer. Shared by every
 * document API (charts, dashboards, favourites).
 */

export interface IdempotencyOptions {
  clock: () => number
  /** How long a key is remembered. */
  ttlMs?: number
  /** Keys kept per user; beyond it the oldest are forgotten. */
  maxKeysPerUser?: number
  /**
   * Runs after each write's transaction commits, before its answer is sent, with the writer's
   * uuid (the search index; a pulse to the writer's open tabs).
   */
  afterCommit?: (userUuid: string) => Promise<void>
}

export const idempotencyDefaults = { ttlMs: 24 * 60 * 60 * 1000, maxKeysPerUser: 1000 } as const

/** A write: runs against `db` (the write's transaction) and answers what to send. */
export type DocumentWrite = (db: Kysely<Database>) => Promise<StoredAnswer>

export interface IdempotentWrites {
  /**
   * Runs `write` in one transaction and sends its answer. With an Idempotency-Key the key is
   * claimed in that transaction and the answer stored with it, so either both are committed or
   * neither (a failed write leaves the key free for a retry): a repeat with the same request
   * gets the stored answer with `Idempotent-Replayed: true`, a repeat with another request 422.
   * Errors thrown by `write` (404, 412, …) are sent as usual and not stored.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    userUuid: string,
    write: DocumentWrite,
  ): Promise<FastifyReply>
  /** Forgets expired keys (for housekeeping). */
  deleteExpired(now: number): Promise<number>
}

// Visible ASCII: keys are usually UUIDs; anything else is a client mistake worth a clear 400.
const keyPattern = /^[\x21-\x7e]{1,255}$/

/** The request's Idempotency-Key (a quoted string, as the draft writes it, or bare), if any. */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[idempotencyKeyHeader]
  if (raw === undefined) return undefined
  if (Array.isArray(raw)) throw badRequest('Idempotency-Key must be sent once')
  const key = /^"(.*)"$/.exec(raw.trim())?.[1] ?? raw.trim()
  if (!keyPattern.test(key)) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters, such as a UUID')
  }
  return key
}

export function createIdempotentWrites(
  db: Kysely<Database>,
  options: IdempotencyOptions,
): IdempotentWrites {
  const ttlMs = options.ttlMs ?? idempotencyDefaults.ttlMs
  const maxKeysPerUser = options.maxKeysPerUser ?? idempotencyDefaults.maxKeysPerUser

  return {
    async send(request, reply, userUuid, write) {
      const key = readIdempotencyKey(request)
      const { answer, replayed } = await db.transaction().execute(async (trx) => {
        if (key === undefined) return { answer: await write(trx), replayed: false }
        const keys = createIdempotencyKeysRepository(trx)
        const fingerprint = requestFingerprint(request)
        const now = options.clock()
        const held = await keys.claim({
          userUuid,
          key,
          fingerprint,
          now,
          expiresAt: now + ttlMs,
        })
        if (held !== undefined) {
          if (held.fingerprint !== fingerprint) {
            throw new HttpError(
              422,
              'This Idempotency-Key was already used for a different request: use a new key for a new change',
            )
          }
          // Only a committed record is visible, and it is committed with its answer; a status
          // of 0 would be a record claimed but never answered.
          if (held.answer.status === 0) {
            // Retry-After tells a client's outbox that this 409 passes: try again shortly.
            throw new HttpError(409, 'A request with this Idempotency-Key is still in progress', {
              headers: { 'retry-after': '1' },
            })
          }
          return { answer: held.answer, replayed: true }
        }
        const fresh = await write(trx)
        await keys.complete(userUuid, key, fresh)
        await keys.trim(userUuid, maxKeysPerUser)
        return { answer: fresh, replayed: false }
      })
      await options.afterCommit?.(userUuid)
      void reply.code(answer.status).headers(answer.headers)
      if (replayed) void reply.header(idempotentReplayedHeader, 'true')
      return answer.body === undefined ? reply.send() : reply.send(answer.body)
    },

    deleteExpired: (now) => createIdempotencyKeysRepository(db).deleteExpired(now),
  }
}
