import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { ProviderPriceIds } from '@/core/billingCatalog'
import type { Database } from '../db/schema'
import { HttpError } from '../http/httpError'
import { createBillingRepository, type Subscription } from '../repositories/billingRepository'
import { createUsersRepository } from '../repositories/usersRepository'
import { createUserNotificationsRepository } from '../repositories/userNotificationsRepository'
import { applySubscriptionData } from './applyPaddleEvent'
import { PaddleApiError, type PaddleApi } from './paddleApi'
import { isSandboxSubscription } from './sandboxEvents'
import { sandboxCancelEvent } from './sandboxLifecycle'
import type { SandboxNotifier } from './sandboxNotifier'

export interface CancelOptions {
  db: Kysely<Database>
  /** Paddle's API with the configured key; undefined without PADDLE_API_KEY. */
  paddle: PaddleApi | undefined
  priceIds: ProviderPriceIds
  /** Delivers the sandbox's own notifications (sandbox subscriptions never reach Paddle). */
  notifySandbox: SandboxNotifier
  clock: () => number
  log: FastifyBaseLogger
}

/**
 * Cancels a subscription at the end of its paid (or trial) period and answers when the plan
 * ends. Throws an HttpError (502) when the provider did not cancel; nothing changes then.
 */
export type SubscriptionCanceller = (
  subscription: Subscription,
) => Promise<{ effectiveAt: number | null }>

export const providerFailureMessage =
  'The payment provider could not cancel the subscription. Please try again later.'

/**
 * Sandbox subscriptions are cancelled here; Paddle's at Paddle (cancelling only locally would
 * leave the customer being charged), whose answer is applied like a webhook's subscription data
 * so the local state is Paddle's.
 */
export function createCanceller(options: CancelOptions): SubscriptionCanceller {
  const { db, paddle, clock, log } = options
  return async (subscription) => {
    if (isSandboxSubscription(subscription.id)) {
      return cancelSandbox(subscription, options.notifySandbox, clock())
    }
    if (paddle === undefined) {
      log.error(
        { subscriptionId: subscription.id },
        'Cannot cancel a Paddle subscription without PADDLE_API_KEY',
      )
      throw new HttpError(502, providerFailureMessage)
    }
    let data
    try {
      data = await paddle.cancelSubscription(subscription.id)
    } catch (error) {
      const details = error instanceof PaddleApiError ? error.toLog() : { reason: 'unexpected' }
      log.error({ subscriptionId: subscription.id, ...details }, 'Paddle did not cancel')
      throw new HttpError(502, providerFailureMessage)
    }
    const occurredAt = millis(data.updated_at) ?? clock()
    const outcome = await db.transaction().execute((trx) =>
      applySubscriptionData(
        data,
        {
          billing: createBillingRepository(trx),
          users: createUsersRepository(trx, { clock }),
          notifications: createUserNotificationsRepository(trx, { clock }),
        },
        { occurredAt, priceIds: options.priceIds },
      ),
    )
    // Not applied: the row already holds newer state, or Paddle's answer is not ours (a price
    // no longer mapped); Paddle's notifications will tell.
    const level = outcome === 'applied' ? 'info' : 'warn'
    log[level]({ subscriptionId: subscription.id, outcome }, 'Subscription canceled at Paddle')
    const scheduled = data.scheduled_change?.action === 'cancel' ? data.scheduled_change : null
    return { effectiveAt: millis(scheduled?.effective_at) ?? millis(data.canceled_at) }
  }
}

/** As Paddle would: a signed subscription.updated with the scheduled cancel, applied as one. */
async function cancelSandbox(
  subscription: Subscription,
  notify: SandboxNotifier,
  now: number,
): Promise<{ effectiveAt: number }> {
  const { event, effectiveAt } = sandboxCancelEvent(subscription, now)
  await notify([event])
  return { effectiveAt }
}

function millis(iso: string | null | undefined): number | null {
  return iso == null ? null : Date.parse(iso)
}
