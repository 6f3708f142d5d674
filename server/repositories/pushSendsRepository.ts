import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** How one push subscription's push of a firing ended: reached, or refused for good. */
export interface SettledPush {
  status: 'delivered' | 'failed'
  detail: string | null
}

/**
 * Each push subscription's settled outcome of a firing (migration 0024): what a retry of the
 * firing's push delivery must not send again.
 */
export interface PushSendsRepository {
  /** The subscriptions (by endpoint) whose push of the firing is settled. */
  settledOf(firingId: string): Promise<Map<string, SettledPush>>
  /** Records a subscription's outcome; the first one recorded stands. */
  record(firingId: string, endpoint: string, outcome: SettledPush, now: number): Promise<void>
}

export function createPushSendsRepository(db: Kysely<Database>): PushSendsRepository {
  return {
    async settledOf(firingId) {
      const rows = await db
        .selectFrom('alert_push_sends')
        .select(['endpoint', 'status', 'detail'])
        .where('firing_id', '=', firingId)
        .execute()
      return new Map(
        rows.map((row) => [
          row.endpoint,
          { status: row.status === 'delivered' ? 'delivered' : 'failed', detail: row.detail },
        ]),
      )
    },

    async record(firingId, endpoint, outcome, now) {
      await db
        .insertInto('alert_push_sends')
        .values({
          firing_id: firingId,
          endpoint,
          status: outcome.status,
          detail: outcome.detail,
          settled_at: now,
        })
        .onConflict((oc) => oc.columns(['firing_id', 'endpoint']).doNothing())
        .execute()
    },
  }
}
