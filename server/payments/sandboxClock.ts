import type { FastifyBaseLogger } from 'fastify'
import type { BillingRepository, PaymentCard } from '../repositories/billingRepository'
import { sandboxSubscriptionPrefix } from './sandboxEvents'
import { sandboxDueEvents } from './sandboxLifecycle'
import type { SandboxNotifier } from './sandboxNotifier'

/**
 * Runs `task` every `intervalMs` until the returned function is called. The task handles its
 * own errors; its promise lets a test's repeater wait for it.
 */
export type Repeater = (intervalMs: number, task: () => Promise<void>) => () => void

/** setInterval, unref'd: the timer alone never keeps the process alive. */
export const intervalRepeater: Repeater = (intervalMs, task) => {
  const timer = setInterval(() => void task(), intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

export const sandboxSweepIntervalMs = 60_000
/** Per query; a sweep repeats until nothing is due, at most `maxRounds` times. */
const batchSize = 100
const maxRounds = 24

export interface SandboxClockOptions {
  billing: BillingRepository
  notify: SandboxNotifier
  clock: () => number
  log: FastifyBaseLogger
}

export interface SandboxClock {
  /** Emits what is due now; answers how many events were applied. */
  sweep(): Promise<number>
  /** Sweeps every minute from now on; the returned function stops and waits for a sweep. */
  start(repeat?: Repeater): () => Promise<void>
}

/**
 * The sandbox keeps time like the provider: trials renew into their price, paid periods renew
 * with a charge, and subscriptions scheduled to cancel end when their period does. Only sandbox
 * subscriptions (ids starting `sub_sandbox_`); Paddle keeps its own. Every instance may sweep:
 * the events carry ids derived from subscription and period, so each applies once.
 */
export function createSandboxClock(options: SandboxClockOptions): SandboxClock {
  const { billing, notify, clock, log } = options

  async function sweep(): Promise<number> {
    let applied = 0
    // A subscription whose event did not apply (another instance got there first) waits for
    // the next sweep, so one sweep never spins on it.
    const settled = new Set<string>()
    for (let round = 0; round < maxRounds; round += 1) {
      const now = clock()
      const due = (
        await billing.dueSubscriptions(now, sandboxSubscriptionPrefix, batchSize)
      ).filter((s) => !settled.has(s.id))
      if (due.length === 0) break
      for (const subscription of due) {
        try {
          const card = latestCard(
            await billing.transactionsOf(subscription.userUuid),
            subscription.id,
          )
          const outcomes = await notify(sandboxDueEvents(subscription, now, card))
          applied += outcomes.filter((o) => o === 'applied').length
          if (outcomes[0] !== 'applied') settled.add(subscription.id)
        } catch (error) {
          settled.add(subscription.id)
          log.error({ err: error, subscriptionId: subscription.id }, 'Sandbox renewal failed')
        }
      }
    }
    return applied
  }

  return {
    sweep,
    start(repeat = intervalRepeater) {
      let running: Promise<void> | undefined
      const stop = repeat(sandboxSweepIntervalMs, () => {
        // A slow sweep is not overtaken by the next tick.
        running ??= sweep()
          .then(
            (count) => {
              if (count > 0) log.info({ events: count }, 'Sandbox renewals applied')
            },
            (error: unknown) => log.error({ err: error }, 'Sandbox sweep failed'),
          )
          .finally(() => {
            running = undefined
          })
        return running
      })
      return async () => {
        stop()
        await running
      }
    },
  }
}

/** The card the subscription was last paid with, from its transactions (newest first). */
function latestCard(
  transactions: readonly { subscriptionId: string | null; card: PaymentCard | null }[],
  subscriptionId: string,
): PaymentCard | null {
  return (
    transactions.find((t) => t.subscriptionId === subscriptionId && t.card !== null)?.card ?? null
  )
}
