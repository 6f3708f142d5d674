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
import { loadWebhookSecret } from './webhookSecret'

/**
 * Payments: the provider's webhook, the billing calls (cancelling Paddle's subscriptions at
 * Paddle with PADDLE_API_KEY) and, without a Paddle client token, the sandbox checkout. With a
 * client token the sandbox is not registered at all: a production deployment must not hand out
 * plans for test cards.
 */
export async function registerPayments(
  app: FastifyInstance,
  config: Pick<Config, 'paddle'>,
  options: { database: DatabaseHandle; clock: () => number },
): Promise<void> {
  const { db } = options.database
  const { clock } = options
  const secret = await loadWebhookSecret(config.paddle, createSettingsRepository(db))
  const process = createWebhookProcessor({
    db,
    secret,
    toleranceSeconds: config.paddle.webhookToleranceSeconds,
    priceIds: config.paddle.priceIds,
    clock,
    log: app.log,
  })
  await app.register(paddleWebhookRoutes, { process })
  const { apiKey, apiUrl, priceIds } = config.paddle
  const cancel = createCanceller({
    db,
    paddle: apiKey === undefined ? undefined : createPaddleApi({ apiKey, apiUrl }),
    priceIds,
    clock,
    log: app.log,
  })
  await app.register(billingRoutes, { billing: createBillingRepository(db), cancel })
  if (config.paddle.clientToken === undefined) {
    await app.register(sandboxCheckoutRoutes, { process, webhookSecret: secret, clock })
  }
}
