import type { Kysely } from 'kysely'
import type { UserNotification } from '@/core/api/notifications'
import type { Database } from '../db/schema'

export type NewUserNotification = Pick<UserNotification, 'kind' | 'title' | 'body' | 'link'>

export interface UserNotificationsRepository {
  add(userUuid: string, notification: NewUserNotification): Promise<void>
  /** The newest `limit` of one user's notifications, and how many of all are unread. */
  list(userUuid: string, limit: number): Promise<{ data: UserNotification[]; unread: number }>
  markAllRead(userUuid: string): Promise<void>
}

export function createUserNotificationsRepository(
  db: Kysely<Database>,
  { clock = Date.now }: { clock?: () => number } = {},
): UserNotificationsRepository {
  return {
    async add(userUuid, notification) {
      await db
        .insertInto('user_notifications')
        .values({
          id: crypto.randomUUID(),
          user_uuid: userUuid,
          ...notification,
          created_at: clock(),
          read_at: null,
        })
        .execute()
    },

    async list(userUuid, limit) {
      const rows = await db
        .selectFrom('user_notifications')
        .selectAll()
        .where('user_uuid', '=', userUuid)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute()
      const { unread } = await db
        .selectFrom('user_notifications')
        .select((eb) => eb.fn.countAll<number | string>().as('unread'))
        .where('user_uuid', '=', userUuid)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow()
      return {
        data: rows.map((row) => ({
          id: row.id,
          kind: row.kind as UserNotification['kind'],
          title: row.title,
          body: row.body,
          link: row.link,
          createdAt: Number(row.created_at),
          read: row.read_at !== null,
        })),
        unread: Number(unread),
      }
    },

    async markAllRead(userUuid) {
      await db
        .updateTable('user_notifications')
        .set({ read_at: clock() })
        .where('user_uuid', '=', userUuid)
        .where('read_at', 'is', null)
        .execute()
    },
  }
}
