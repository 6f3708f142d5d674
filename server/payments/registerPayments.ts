import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/createDatabase'
import { createBillingRepository } from '../repositories/billingRepository'
import { createSettingsRepository } from '../repositories/settingsRepository'
import { billingRoutes } from '../routes/billingRoutes'
import { paddleWebhookRoutes } from '../routes/paddleWebhookRoutes'
import { sandboxCheckoutRoutes } from '../routes/sandboxCheckoutRoutes'
import { createCanceller } from './cancelSubscription'
import { createPaddleApi } from './paddleApi'
import { createWebhookProcessor } from './paddleWebhook'
import { createSandboxClock, type Repeater } from './sandboxClock'
import { createSandboxNotifier } from './sandboxNotifier'
import { loadWebhookSecret } from './webhookSecret'

/**
 * Payments: the provider's webhook, the billing calls (cancelling Paddle's subscriptions at
 * Paddle with PADDLE_API_KEY) and, without a Paddle client token, the sandbox checkout and the
 * sandbox's clock (renewals and period-end cancels, every minute while the app runs). With a
 * client token the sandbox is not registered at all: a production deployment must not hand out
 * plans for test cards.
 */
export async function registerPayments(
  app: FastifyInstance,
  config: Pick<Config, 'paddle'>,
  options: { database: DatabaseHandle; clock: () => number; repeat?: Repeater },
): Promise<{ cancelAllOf: (userUuid: string) => Promise<void> }> {
  const { db } = options.database
  const { clock } = options
  const { apiKey, apiUrl, priceIds } = config.paddle
  const webhookSecret = await loadWebhookSecret(config.paddle, createSettingsRepository(db))
  const process = createWebhookProcessor({
    db,
    secret: webhookSecret,
    toleranceSeconds: config.paddle.webhookToleranceSeconds,
    priceIds,
    clock,
    log: app.log,
  })
  const notify = createSandboxNotifier({ process, webhookSecret, clock })
  const billing = createBillingRepository(db)
  await app.register(paddleWebhookRoutes, { process })
  const cancel = createCanceller({
    db,
    paddle: apiKey === undefined ? undefined : createPaddleApi({ apiKey, apiUrl }),
    priceIds,
    notifySandbox: notify,
    clock,
    log: app.log,
  })
  await app.register(billingRoutes, { billing, cancel })
  // Before an account is deleted: its running subscriptions end with the paid period, at the
  // provider too, so nobody is charged for an account that no longer exists.
  const cancelAllOf = async (userUuid: string) => {
    for (const subscription of await billing.subscriptionsOf(userUuid)) {
      const running = subscription.status === 'active' || subscription.status === 'trialing'
      if (running && subscription.canceledAt === null) await cancel(subscription)
    }
  }
  if (config.paddle.clientToken !== undefined) return { cancelAllOf }

  await app.register(sandboxCheckoutRoutes, { notify, priceIds, clock })
  const sandboxClock = createSandboxClock({ billing, notify, clock, log: app.log })
  let stop: (() => Promise<void>) | undefined
  app.addHook('onReady', async () => {
    stop = sandboxClock.start(options.repeat)
  })
  // Before onClose closes the database: a sweep under way finishes first.
  app.addHook('preClose', async () => {
    await stop?.()
  })
  return { cancelAllOf }
}
