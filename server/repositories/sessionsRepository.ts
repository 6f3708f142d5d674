import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { toUser, type User } from './usersRepository'

export interface Session {
  idHash: string
  userUuid: string
  createdAt: number
  lastSeenAt: number
  expiresAt: number
  /** What the session was linked from (POST /v1/user/link); null for a password login. */
  link?: SessionLink
}

export interface SessionLink {
  /** The embedded provider's grant. */
  grantId: string | null
  /** An external issuer's access token, sealed with the session id (security/sealedToken.ts). */
  sealedToken: string | null
}

/** A session just ended: whose it was and what it was linked from. */
export interface EndedSession extends SessionLink {
  userUuid: string
}

export interface SessionsRepository {
  create(session: Session): Promise<void>
  /** The live session (not expired at `now`) and its user. */
  find(idHash: string, now: number): Promise<{ session: Session; user: User } | undefined>
  /** Slides the session: seen at `now`, valid until `expiresAt`. */
  touch(idHash: string, now: number, expiresAt: number): Promise<void>
  /** Which of these sessions are live (not expired at `now`). */
  liveAmong(idHashes: readonly string[], now: number): Promise<Set<string>>
  /** Ends the session; returns whose it was and its link when it was there to end. */
  delete(idHash: string): Promise<EndedSession | undefined>
  /**
   * Ends the session by `until` at the latest: a session the browser has just replaced with a
   * new one, kept a moment for requests already under way with the old cookie.
   */
  retire(idHash: string, until: number): Promise<void>
  /** Ends every session linked from the embedded provider's grant (its logout); answers whose. */
  deleteLinkedTo(grantId: string): Promise<string[]>
  /** Ends every session of the user (after a password reset). */
  deleteAllOf(userUuid: string): Promise<void>
  /** Housekeeping: drops sessions expired before `now`; returns how many. */
  deleteExpired(now: number): Promise<number>
}

export function createSessionsRepository(db: Kysely<Database>): SessionsRepository {
  return {
    async create(session) {
      await db
        .insertInto('sessions')
        .values({
          id_hash: session.idHash,
          user_uuid: session.userUuid,
          created_at: session.createdAt,
          last_seen_at: session.lastSeenAt,
          expires_at: session.expiresAt,
          grant_id: session.link?.grantId ?? null,
          sealed_token: session.link?.sealedToken ?? null,
        })
        .execute()
    },

    async find(idHash, now) {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.uuid', 'sessions.user_uuid')
        .selectAll('users')
        .select([
          'sessions.created_at as session_created_at',
          'sessions.last_seen_at as session_last_seen_at',
          'sessions.expires_at as session_expires_at',
        ])
        .where('sessions.id_hash', '=', idHash)
        .where('sessions.expires_at', '>', now)
        .executeTakeFirst()
      if (row === undefined) return undefined
      const session: Session = {
        idHash,
        userUuid: row.uuid,
        createdAt: Number(row.session_created_at),
        lastSeenAt: Number(row.session_last_seen_at),
        expiresAt: Number(row.session_expires_at),
      }
      return { session, user: toUser(row) }
    },

    async liveAmong(idHashes, now) {
      const live = new Set<string>()
      // A few hundred a statement: every socket of an instance is checked at each heartbeat.
      for (let start = 0; start < idHashes.length; start += 500) {
        const rows = await db
          .selectFrom('sessions')
          .select('id_hash')
          .where('id_hash', 'in', idHashes.slice(start, start + 500))
          .where('expires_at', '>', now)
          .execute()
        for (const row of rows) live.add(row.id_hash)
      }
      return live
    },

    async touch(idHash, now, expiresAt) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now, expires_at: expiresAt })
        .where('id_hash', '=', idHash)
        .execute()
    },

    async delete(idHash) {
      // One statement that reads what it deletes: of two logouts at once, one gets the link.
      const row = await db
        .deleteFrom('sessions')
        .where('id_hash', '=', idHash)
        .returning(['user_uuid', 'grant_id', 'sealed_token'])
        .executeTakeFirst()
      return row === undefined
        ? undefined
        : { userUuid: row.user_uuid, grantId: row.grant_id, sealedToken: row.sealed_token }
    },

    async retire(idHash, until) {
      await db
        .updateTable('sessions')
        .set({ expires_at: until })
        .where('id_hash', '=', idHash)
        .where('expires_at', '>', until)
        .execute()
    },

    async deleteLinkedTo(grantId) {
      const rows = await db
        .deleteFrom('sessions')
        .where('grant_id', '=', grantId)
        .returning('user_uuid')
        .execute()
      return [...new Set(rows.map((row) => row.user_uuid))]
    },

    async deleteAllOf(userUuid) {
      await db.deleteFrom('sessions').where('user_uuid', '=', userUuid).execute()
    },

    async deleteExpired(now) {
      const result = await db
        .deleteFrom('sessions')
        .where('expires_at', '<=', now)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
