import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Config } from '../../config'
import type { Database } from '../../db/schema'
import { createOutboundGuard } from '../../http/outboundGuard'
import { createSettingsRepository } from '../../repositories/settingsRepository'
import { alertWebhookRoutes } from '../../routes/alertWebhookRoutes'
import { webhookTestRoute } from '../../routes/webhookTestRoute'
import { appOrigin } from '../../auth/registerAccounts'
import { pushSubscriptionRoutes } from '../../routes/pushSubscriptionRoutes'
import type { AlertChannelSender } from './alertChannel'
import { createPushSender } from './pushSender'
import { loadVapidDetails } from './vapidKeys'
import { createWebhookSender } from './webhookSender'

export interface PushAndWebhookChannels {
  /** What browsers subscribe with; GET /v1/client-config answers it. */
  vapidPublicKey: string
  push: AlertChannelSender
  webhook: AlertChannelSender
}

/**
 * The Web Push and webhook channels of alerts (docs/alerts.md, "Channels"): loads (or generates
 * once) the VAPID keys, registers the push subscription and webhook settings routes, and answers
 * the two senders for the outbox. Both refuse private networks unless
 * WEBHOOK_ALLOW_PRIVATE_NETWORKS, when saving an address and again when connecting.
 */
export async function registerPushAndWebhook(
  app: FastifyInstance,
  config: Pick<Config, 'webPush' | 'allowPrivateNetworks' | 'publicOrigin' | 'port'>,
  deps: { db: Kysely<Database>; sessionSecret: Buffer; clock: () => number },
): Promise<PushAndWebhookChannels> {
  const { db, sessionSecret, clock } = deps
  const vapid = await loadVapidDetails(config.webPush, createSettingsRepository(db))
  const guard = createOutboundGuard({ allowPrivateNetworks: config.allowPrivateNetworks })
  app.addHook('onClose', async () => guard.close())
  await app.register(pushSubscriptionRoutes, { db, guard, clock })
  await app.register(alertWebhookRoutes, { db, sessionSecret, guard, clock })
  // Signed at wall-clock time, not the app's clock: receivers refuse a signature more than
  // five minutes off their own time.
  const webhook = createWebhookSender({ db, sessionSecret, guard })
  await app.register(webhookTestRoute, { db, webhook, appOrigin: appOrigin(config), clock })
  const push = createPushSender({ db, vapid, guard, log: app.log, clock })
  return { vapidPublicKey: vapid.publicKey, push, webhook }
}
