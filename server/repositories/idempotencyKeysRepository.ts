import type { Kysely, Selectable } from 'kysely'
import type { Database, IdempotencyKeysTable } from '../db/schema'

/** The answer stored for a key: what a repeat of the request gets back. */
export interface StoredAnswer {
  status: number
  headers: Readonly<Record<string, string>>
  /** Any JSON value; undefined for an answer without a body (204). */
  body?: unknown
}

export interface IdempotencyRecord {
  fingerprint: string
  answer: StoredAnswer
  createdAt: number
  expiresAt: number
}

export interface IdempotencyKeysRepository {
  /**
   * Takes the key for a new request (undefined) or answers the live record that holds it. An
   * expired record is dropped first. Call it inside the transaction of the write: the claim is
   * committed, or rolled back, with the write. On PostgreSQL a second request with the same key
   * waits here until the first one's transaction ends, so it finds the finished record.
   */
  claim(claim: {
    userUuid: string
    key: string
    fingerprint: string
    now: number
    expiresAt: number
  }): Promise<IdempotencyRecord | undefined>
  /** Stores the answer of a claimed key. */
  complete(userUuid: string, key: string, answer: StoredAnswer): Promise<void>
  /** Drops the user's oldest records beyond the newest `keep`. */
  trim(userUuid: string, keep: number): Promise<void>
  /** Drops every record expired at `now`; answers how many. */
  deleteExpired(now: number): Promise<number>
}

export function createIdempotencyKeysRepository(db: Kysely<Database>): IdempotencyKeysRepository {
  const byKey = (userUuid: string, key: string) =>
    db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_uuid', '=', userUuid)
      .where('idempotency_key', '=', key)

  return {
    async claim({ userUuid, key, fingerprint, now, expiresAt }) {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_uuid', '=', userUuid)
        .where('idempotency_key', '=', key)
        .where('expires_at', '<=', now)
        .execute()
      // Twice at most: a record that expires and is deleted by housekeeping between the insert
      // and the read is claimed on the second try.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const claimed = await db
          .insertInto('idempotency_keys')
          .values({
            user_uuid: userUuid,
            idempotency_key: key,
            fingerprint,
            // Never committed as it is: complete() fills in the answer in the same transaction.
            response_status: 0,
            response_headers: '{}',
            response_body: null,
            created_at: now,
            expires_at: expiresAt,
          })
          .onConflict((oc) => oc.columns(['user_uuid', 'idempotency_key']).doNothing())
          .returning('idempotency_key')
          .executeTakeFirst()
        if (claimed !== undefined) return undefined
        const row = await byKey(userUuid, key).executeTakeFirst()
        if (row !== undefined) return toRecord(row)
      }
      throw new Error('Idempotency key could neither be claimed nor read')
    },

    async complete(userUuid, key, answer) {
      await db
        .updateTable('idempotency_keys')
        .set({
          response_status: answer.status,
          response_headers: JSON.stringify(answer.headers),
          response_body: answer.body === undefined ? null : JSON.stringify(answer.body),
        })
        .where('user_uuid', '=', userUuid)
        .where('idempotency_key', '=', key)
        .execute()
    },

    async trim(userUuid, keep) {
      const beyond = await db
        .selectFrom('idempotency_keys')
        .select('idempotency_key')
        .where('user_uuid', '=', userUuid)
        .orderBy('created_at', 'desc')
        .orderBy('idempotency_key', 'desc')
        .limit(1000)
        .offset(keep)
        .execute()
      if (beyond.length === 0) return
      await db
        .deleteFrom('idempotency_keys')
        .where('user_uuid', '=', userUuid)
        .where(
          'idempotency_key',
          'in',
          beyond.map((row) => row.idempotency_key),
        )
        .execute()
    },

    async deleteExpired(now) {
      const result = await db
        .deleteFrom('idempotency_keys')
        .where('expires_at', '<=', now)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

function toRecord(row: Selectable<IdempotencyKeysTable>): IdempotencyRecord {
  const answer: StoredAnswer = {
    status: row.response_status,
    headers: JSON.parse(row.response_headers) as Record<string, string>,
  }
  if (row.response_body !== null) answer.body = JSON.parse(row.response_body)
  return {
    fingerprint: row.fingerprint,
    answer,
    // PostgreSQL answers bigint as a string.
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
  }
}
