import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AlertChannel } from '@/core/api/alerts'
import type { AlertDelivery, AlertFiringRecord, DeliveryStatus } from '@/core/api/alertDelivery'
import { alertStateSchema, unarmedAlertState, type AlertState } from '@/core/alerts/alertState'
import type { Dialect } from '../db/createDatabase'
import { dbBoolean, fromDbBoolean } from '../db/booleans'
import type { Database } from '../db/schema'

/*
 * Evaluation state, firings and the delivery outbox of alerts (migration 0018). The methods run
 * on whatever `db` they are given: the evaluator and the outbox pass their transaction.
 */

/** A firing as recorded. `pointT` null for a test. */
export interface NewFiring {
  alertUuid: string
  ownerUuid: string
  t: number
  value: number
  test: boolean
  firedAt: number
  channels: readonly AlertChannel[]
}

/** A delivery claimed by this instance until `leaseUntil`. */
export interface ClaimedDelivery {
  firingId: string
  channel: AlertChannel
  /** Counting this one. */
  attempt: number
  alertUuid: string
  ownerUuid: string
  t: number
  value: number
  test: boolean
  firedAt: number
  /** When part of it was delivered already (a retried push reached some browsers), else null. */
  deliveredAt: number | null
  /** What the channel answered last. */
  detail: string | null
}

export interface DeliveryResult {
  status: DeliveryStatus
  detail: string | null
  /** For a pending (retried) one: when to try again. */
  nextAttemptAt?: number
  deliveredAt?: number
}

export function createAlertDeliveryRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** The states of these alerts, locked until the transaction ends; on PostgreSQL rows another
     * instance holds are skipped (it is evaluating them). */
    async lockStates(alertUuids: readonly string[]): Promise<Map<string, AlertState>> {
      if (alertUuids.length === 0) return new Map()
      let query = db
        .selectFrom('alert_states')
        .select(['alert_uuid', 'state'])
        .where('alert_uuid', 'in', alertUuids)
      if (dialect === 'postgres') query = query.forUpdate().skipLocked()
      const rows = await query.execute()
      return new Map(rows.map((row) => [row.alert_uuid, parseState(row.state)]))
    },

    /** Gives every alert without a state row an unarmed one. */
    async addMissingStates(now: number): Promise<void> {
      await db
        .insertInto('alert_states')
        .columns(['alert_uuid', 'state', 'updated_at'])
        .expression((eb) =>
          eb
            .selectFrom('alerts')
            .select((s) => [
              'alerts.uuid',
              s.val(JSON.stringify(unarmedAlertState)).as('state'),
              s.val(now).as('updated_at'),
            ])
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('alert_states')
                    .select('alert_states.alert_uuid')
                    .whereRef('alert_states.alert_uuid', '=', 'alerts.uuid'),
                ),
              ),
            ),
        )
        .onConflict((oc) => oc.column('alert_uuid').doNothing())
        .execute()
    },

    /** Stores many states, a few hundred rows a statement (a tick moves every alert's state). */
    async saveStates(states: readonly [string, AlertState][], now: number): Promise<void> {
      for (let start = 0; start < states.length; start += 500) {
        await db
          .insertInto('alert_states')
          .values(
            states.slice(start, start + 500).map(([alertUuid, state]) => ({
              alert_uuid: alertUuid,
              state: JSON.stringify(state),
              updated_at: now,
            })),
          )
          .onConflict((oc) =>
            oc.column('alert_uuid').doUpdateSet((eb) => ({
              state: eb.ref('excluded.state'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute()
      }
    },

    /**
     * Records a firing and one pending delivery per channel. A firing of a point already fired
     * (another instance, a replayed tick) is not recorded: undefined.
     */
    async recordFiring(firing: NewFiring): Promise<string | undefined> {
      const id = randomUUID()
      const inserted = await db
        .insertInto('alert_firings')
        .values({
          id,
          alert_uuid: firing.alertUuid,
          user_uuid: firing.ownerUuid,
          t: firing.t,
          point_t: firing.test ? null : firing.t,
          value: firing.value,
          test: dbBoolean(firing.test),
          fired_at: firing.firedAt,
        })
        .onConflict((oc) => oc.columns(['alert_uuid', 'point_t']).doNothing())
        .returning('id')
        .executeTakeFirst()
      if (inserted === undefined) return undefined
      if (firing.channels.length > 0) {
        await db
          .insertInto('alert_deliveries')
          .values(
            firing.channels.map((channel) => ({
              firing_id: id,
              channel,
              status: 'pending',
              attempts: 0,
              next_attempt_at: firing.firedAt,
            })),
          )
          .execute()
      }
      return id
    },

    /**
     * Claims up to `limit` due deliveries until `leaseUntil`: pending ones whose time has come
     * and whose lease (if any) ran out. On PostgreSQL rows another instance is claiming are
     * skipped; SQLite has one writer at a time. Run it in a transaction.
     */
    async claimDue(now: number, leaseUntil: number, limit: number): Promise<ClaimedDelivery[]> {
      let query = db
        .selectFrom('alert_deliveries')
        .select(['firing_id', 'channel', 'attempts', 'delivered_at', 'detail'])
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .limit(limit)
      if (dialect === 'postgres') query = query.forUpdate().skipLocked()
      const due = await query.execute()
      if (due.length === 0) return []
      // A constant number of statements for the whole batch, not two a row: on SQLite every
      // statement blocks the event loop the senders run on.
      await db
        .updateTable('alert_deliveries')
        .set((eb) => ({ lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
        .where((eb) =>
          eb.or(
            due.map((row) =>
              eb.and([eb('firing_id', '=', row.firing_id), eb('channel', '=', row.channel)]),
            ),
          ),
        )
        .execute()
      const firings = await db
        .selectFrom('alert_firings')
        .select(['id', 'alert_uuid', 'user_uuid', 't', 'value', 'test', 'fired_at'])
        .where('id', 'in', [...new Set(due.map((row) => row.firing_id))])
        .execute()
      const firingOf = new Map(firings.map((firing) => [firing.id, firing]))
      return due.map((row) => {
        const firing = firingOf.get(row.firing_id)
        if (firing === undefined) throw new Error('A delivery without its firing')
        return {
          firingId: row.firing_id,
          channel: row.channel as AlertChannel,
          attempt: row.attempts + 1,
          alertUuid: firing.alert_uuid,
          ownerUuid: firing.user_uuid,
          t: Number(firing.t),
          value: Number(firing.value),
          test: fromDbBoolean(firing.test),
          firedAt: Number(firing.fired_at),
          deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
          detail: row.detail,
        }
      })
    },

    /** Records the outcome of a claimed delivery and releases it. */
    async settle(firingId: string, channel: string, result: DeliveryResult): Promise<void> {
      await db
        .updateTable('alert_deliveries')
        .set({
          status: result.status,
          detail: result.detail,
          lease_until: null,
          ...(result.nextAttemptAt === undefined ? {} : { next_attempt_at: result.nextAttemptAt }),
          ...(result.deliveredAt === undefined ? {} : { delivered_at: result.deliveredAt }),
        })
        .where('firing_id', '=', firingId)
        .where('channel', '=', channel)
        .execute()
    },

    /** When the next pending delivery is due, if any (the worker's next wake-up). */
    async nextDueAt(): Promise<number | undefined> {
      const row = await db
        .selectFrom('alert_deliveries')
        .select((eb) => eb.fn.min('next_attempt_at').as('next'))
        .where('status', '=', 'pending')
        .executeTakeFirst()
      return row?.next == null ? undefined : Number(row.next)
    },

    /** An alert's firings, newest first, with each channel's delivery. */
    async history(alertUuid: string, limit: number): Promise<AlertFiringRecord[]> {
      const firings = await db
        .selectFrom('alert_firings')
        .select(['id', 't', 'value', 'test', 'fired_at'])
        .where('alert_uuid', '=', alertUuid)
        .orderBy('fired_at', 'desc')
        .orderBy('t', 'desc')
        .limit(limit)
        .execute()
      if (firings.length === 0) return []
      const deliveries = await db
        .selectFrom('alert_deliveries')
        .selectAll()
        .where(
          'firing_id',
          'in',
          firings.map((f) => f.id),
        )
        .orderBy('channel')
        .execute()
      const byFiring = new Map<string, AlertDelivery[]>()
      for (const row of deliveries) {
        const list = byFiring.get(row.firing_id) ?? []
        list.push({
          channel: row.channel as AlertChannel,
          status: row.status as DeliveryStatus,
          attempts: row.attempts,
          detail: row.detail,
          deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
        })
        byFiring.set(row.firing_id, list)
      }
      return firings.map((f) => ({
        id: f.id,
        t: Number(f.t),
        value: Number(f.value),
        firedAt: Number(f.fired_at),
        test: fromDbBoolean(f.test),
        deliveries: byFiring.get(f.id) ?? [],
      }))
    },
  }
}

export type AlertDeliveryRepository = ReturnType<typeof createAlertDeliveryRepository>

/** Stores (or replaces) an alert's evaluation state. */
export async function saveAlertState(
  db: Kysely<Database>,
  alertUuid: string,
  state: AlertState,
  now: number,
): Promise<void> {
  await db
    .insertInto('alert_states')
    .values({ alert_uuid: alertUuid, state: JSON.stringify(state), updated_at: now })
    .onConflict((oc) =>
      oc.column('alert_uuid').doUpdateSet({ state: JSON.stringify(state), updated_at: now }),
    )
    .execute()
}

/** A state that no longer reads (a future change of its shape) starts the alert unarmed. */
function parseState(text: string): AlertState {
  try {
    const parsed = alertStateSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : unarmedAlertState
  } catch {
    return unarmedAlertState
  }
}
