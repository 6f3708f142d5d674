import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { toUser, type User } from './usersRepository'

export interface Session {
  idHash: string
  userUuid: string
  createdAt: number
  lastSeenAt: number
  expiresAt: number
}

export interface SessionsRepository {
  create(session: Session): Promise<void>
  /** The live session (not expired at `now`) and its user. */
  find(idHash: string, now: number): Promise<{ session: Session; user: User } | undefined>
  /** Slides the session: seen at `now`, valid until `expiresAt`. */
  touch(idHash: string, now: number, expiresAt: number): Promise<void>
  delete(idHash: string): Promise<void>
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

    async touch(idHash, now, expiresAt) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now, expires_at: expiresAt })
        .where('id_hash', '=', idHash)
        .execute()
    },

    async delete(idHash) {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute()
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
