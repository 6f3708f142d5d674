import type { Kysely } from 'kysely'
import type { PushSubscriptionInput } from '@/core/api/alertDelivery'
import type { Database } from '../db/schema'

/** A browser that receives its user's alert pushes. */
export interface StoredPushSubscription {
  endpoint: string
  userUuid: string
  keys: { p256dh: string; auth: string }
  createdAt: number
}

export interface PushSubscriptionsRepository {
  /**
   * Stores the browser's subscription for `userUuid`: a new endpoint, new keys for a known one,
   * or an endpoint that moves from another account (the browser signed in as someone else).
   * `created` is whether it is new to this user. Beyond `maxPushSubscriptionsPerUser`, the
   * user's oldest subscriptions are forgotten.
   */
  save(
    userUuid: string,
    input: PushSubscriptionInput,
    userAgent: string | null,
    now: number,
  ): Promise<{ created: boolean; subscription: StoredPushSubscription }>
  /** The user's subscriptions, oldest first. */
  list(userUuid: string): Promise<StoredPushSubscription[]>
  /** Removes the user's subscription at `endpoint`; false when the user has none there. */
  remove(userUuid: string, endpoint: string): Promise<boolean>
}

/** Browsers and devices per account; a stale one is removed by its push service's 404/410 anyway. */
export const maxPushSubscriptionsPerUser = 20

export function createPushSubscriptionsRepository(
  db: Kysely<Database>,
): PushSubscriptionsRepository {
  const list = async (userUuid: string) => {
    const rows = await db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'user_uuid', 'p256dh', 'auth', 'created_at'])
      .where('user_uuid', '=', userUuid)
      .orderBy('created_at')
      .orderBy('endpoint')
      .execute()
    return rows.map((row): StoredPushSubscription => ({
      endpoint: row.endpoint,
      userUuid: row.user_uuid,
      keys: { p256dh: row.p256dh, auth: row.auth },
      // PostgreSQL answers bigint as a string.
      createdAt: Number(row.created_at),
    }))
  }

  return {
    list,

    async save(userUuid, input, userAgent, now) {
      const previous = await db
        .selectFrom('push_subscriptions')
        .select(['user_uuid', 'created_at'])
        .where('endpoint', '=', input.endpoint)
        .executeTakeFirst()
      const created = previous?.user_uuid !== userUuid
      const createdAt = created ? now : Number(previous.created_at)
      const values = {
        user_uuid: userUuid,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        expiration_time: input.expirationTime ?? null,
        user_agent: userAgent?.slice(0, 200) ?? null,
        created_at: createdAt,
      }
      // One statement, so two requests for one endpoint (or two accounts) leave one row.
      await db
        .insertInto('push_subscriptions')
        .values({ endpoint: input.endpoint, ...values })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
        .execute()
      const keep = db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_uuid', '=', userUuid)
        .orderBy('created_at', 'desc')
        .orderBy('endpoint', 'desc')
        .limit(maxPushSubscriptionsPerUser)
      await db
        .deleteFrom('push_subscriptions')
        .where('user_uuid', '=', userUuid)
        .where('endpoint', 'not in', keep)
        .execute()
      return {
        created,
        subscription: {
          endpoint: input.endpoint,
          userUuid,
          keys: { p256dh: input.keys.p256dh, auth: input.keys.auth },
          createdAt,
        },
      }
    },

    async remove(userUuid, endpoint) {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('user_uuid', '=', userUuid)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}
