import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { AlertChannel } from '@/core/api/alerts'
import { alertDeliveryGiveUpMs } from '@/core/api/alertDelivery'
import type { Dialect } from '../../db/createDatabase'
import type { Database } from '../../db/schema'
import {
  createAlertDeliveryRepository,
  type ClaimedDelivery,
  type DeliveryResult,
} from '../../repositories/alertDeliveryRepository'
import { createAlertsRepository, type StoredAlert } from '../../repositories/alertsRepository'
import type { AlertChannelSender, DeliveryOutcome } from './alertChannel'

/*
 * The outbox worker (docs/alerts.md, "Evaluation and delivery"): claims due delivery rows with a
 * lease (PostgreSQL: FOR UPDATE SKIP LOCKED, so two instances never claim one row; a crashed
 * instance's claim is taken again when its lease runs out), calls the channel's sender once per
 * row, and records the outcome. `retry` comes back after a backoff (10 s, 30 s, 2 min, 10 min,
 * 30 min, then hourly, or later when the service said so) until `alertDeliveryGiveUpMs` after
 * the firing; then the row is failed. Rows are the state: a restart loses nothing.
 */

/** Waits before attempts 2, 3, …; the last one repeats. */
export const deliveryBackoffMs = [10_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000] as const

/** How long a claim holds a row: longer than any sender's timeout. */
export const deliveryLeaseMs = 60_000
/** Deliveries in flight at once (each sender's own limits apply within it). */
export const deliveryConcurrency = 50
/** Rows a claim takes: a claim runs whenever this many slots are free. */
const claimBatch = 25

export function retryDelayMs(attempt: number, retryAfterMs?: number): number {
  const backoff = deliveryBackoffMs[Math.min(attempt, deliveryBackoffMs.length) - 1] ?? 10_000
  return Math.max(backoff, retryAfterMs ?? 0)
}

export interface OutboxDeps {
  db: Kysely<Database>
  dialect: Dialect
  senders: readonly AlertChannelSender[]
  clock: () => number
  log: FastifyBaseLogger
  /** The absolute link a notice opens for a firing of `alert` at point `t`. */
  urlOf: (alert: StoredAlert, t: number) => string
}

export interface Outbox {
  /** Delivers what is due now, until nothing is; answers how many rows were settled. */
  deliverDue(): Promise<number>
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const { db, dialect, clock, log } = deps
  const senders = new Map<AlertChannel, AlertChannelSender>(
    deps.senders.map((sender) => [sender.channel, sender]),
  )

  async function deliverOne(claimed: ClaimedDelivery, alert: StoredAlert | undefined) {
    const repository = createAlertDeliveryRepository(db, dialect)
    const result = await outcomeOf(claimed, alert)
    await repository.settle(claimed.firingId, claimed.channel, result)
  }

  async function outcomeOf(
    claimed: ClaimedDelivery,
    alert: StoredAlert | undefined,
  ): Promise<DeliveryResult> {
    const giveUpAt = claimed.firedAt + alertDeliveryGiveUpMs
    if (alert === undefined) return { status: 'failed', detail: 'The alert was deleted' }
    if (clock() >= giveUpAt) {
      // Part of it arrived (some of the user's browsers) before the rest was given up.
      if (claimed.deliveredAt !== null) {
        return { status: 'delivered', detail: `${claimed.detail ?? ''}; not after 24 hours` }
      }
      return { status: 'failed', detail: 'Not delivered within 24 hours' }
    }
    const sender = senders.get(claimed.channel)
    if (sender === undefined) return { status: 'skipped', detail: 'Not available on this server' }
    let outcome: DeliveryOutcome
    try {
      outcome = await sender.deliver({
        notice: {
          firingId: claimed.firingId,
          alert,
          value: claimed.value,
          t: claimed.t,
          firedAt: claimed.firedAt,
          test: claimed.test,
        },
        userUuid: claimed.ownerUuid,
        url: deps.urlOf(alert, claimed.t),
        attempt: claimed.attempt,
      })
    } catch (error) {
      // A sender describes its failures; a throw is a bug or an outage: try again later.
      log.error({ err: error, channel: claimed.channel }, 'Alert channel sender threw')
      outcome = { status: 'retry', detail: 'The channel failed unexpectedly' }
    }
    const now = clock()
    switch (outcome.status) {
      case 'delivered':
        return { status: 'delivered', detail: outcome.detail ?? null, deliveredAt: now }
      case 'failed':
      case 'skipped':
        return { status: outcome.status, detail: outcome.detail }
      case 'retry': {
        const next = now + retryDelayMs(claimed.attempt, outcome.retryAfterMs)
        const { reached } = outcome
        const gaveUp = `after ${claimed.attempt} attempts: ${outcome.detail}`
        if (next >= giveUpAt) {
          return reached === undefined
            ? { status: 'failed', detail: `Gave up ${gaveUp}` }
            : {
                status: 'delivered',
                detail: `${reached}; gave up on the rest ${gaveUp}`,
                deliveredAt: claimed.deliveredAt ?? now,
              }
        }
        if (reached === undefined) {
          return { status: 'pending', detail: outcome.detail, nextAttemptAt: next }
        }
        // Partly delivered: when it first reached someone stays, while the rest is retried.
        return {
          status: 'pending',
          detail: `${reached}; retrying the rest: ${outcome.detail}`,
          nextAttemptAt: next,
          deliveredAt: claimed.deliveredAt ?? now,
        }
      }
    }
  }

  async function deliverSafely(claimed: ClaimedDelivery, alert: StoredAlert | undefined) {
    try {
      await deliverOne(claimed, alert)
    } catch (error) {
      // The lease runs out and another pass takes the row again.
      log.error({ err: error, firingId: claimed.firingId }, 'Alert delivery not recorded')
    }
  }

  return {
    async deliverDue() {
      let settled = 0
      const running = new Set<Promise<void>>()
      for (;;) {
        // A pool rather than batch by batch: one slow receiver holds up one slot, not the
        // next batch. Claimed rows start at once, so each is sent well within its lease.
        while (running.size > deliveryConcurrency - claimBatch) await Promise.race(running)
        const now = clock()
        const claimed = await db
          .transaction()
          .execute((trx) =>
            createAlertDeliveryRepository(trx, dialect).claimDue(
              now,
              now + deliveryLeaseMs,
              claimBatch,
            ),
          )
        if (claimed.length === 0) break
        // One query for the batch's alerts rather than one a delivery.
        const found = await createAlertsRepository(db).findMany([
          ...new Set(claimed.map((row) => row.alertUuid)),
        ])
        const byUuid = new Map(found.map((alert) => [alert.uuid, alert]))
        for (const row of claimed) {
          const task: Promise<void> = deliverSafely(row, byUuid.get(row.alertUuid)).then(() => {
            running.delete(task)
          })
          running.add(task)
        }
        settled += claimed.length
      }
      await Promise.all(running)
      return settled
    },
  }
}
