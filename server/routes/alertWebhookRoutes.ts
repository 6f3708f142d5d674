import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import {
  webhookInputSchema,
  type webhookSecretSchema,
  type webhookSettingsSchema,
} from '@/core/api/alertDelivery'
import {
  newWebhookSecret,
  sealWebhookSecret,
  unsealWebhookSecret,
} from '../alerts/delivery/webhookSecret'
import { requireUser } from '../auth/sessions'
import { parseBody } from '../dashboards/parseBody'
import type { Database } from '../db/schema'
import { invalidField, notFound } from '../http/httpError'
import type { OutboundGuard } from '../http/outboundGuard'
import { createAlertWebhooksRepository } from '../repositories/alertWebhooksRepository'
import { alertChannelRouteSchemas as schemas } from '../routeSchemas/alertSchemas'

export interface AlertWebhookRoutesOptions {
  db: Kysely<Database>
  /** Seals the webhook secrets (alerts/delivery/webhookSecret.ts). */
  sessionSecret: Buffer
  /** Refuses URLs in private networks unless WEBHOOK_ALLOW_PRIVATE_NETWORKS. */
  guard: OutboundGuard
  clock: () => number
}

type WebhookSecret = z.infer<typeof webhookSecretSchema>
type WebhookSettings = z.infer<typeof webhookSettingsSchema>

/**
 * The signed-in user's alert webhook (docs/api.md, "Alert webhook"): one URL and its Standard
 * Webhooks signing secret. PUT sets the URL: the first one issues a secret; a later one keeps
 * it (a receiver that moves keeps verifying) and answers it again, since the owner could rotate
 * it anyway. GET never shows the secret; rotate issues a new one.
 */
export async function alertWebhookRoutes(
  app: FastifyInstance,
  { db, sessionSecret, guard, clock }: AlertWebhookRoutesOptions,
): Promise<void> {
  const webhooks = createAlertWebhooksRepository(db)
  const sealedNewSecret = () => {
    const secret = newWebhookSecret()
    return { secret, sealed: sealWebhookSecret(sessionSecret, secret) }
  }

  app.get('/v1/alerts/webhook', { schema: schemas.webhook }, async (request, reply) => {
    const user = requireUser(request)
    void reply.header('cache-control', 'private, no-store')
    const settings: WebhookSettings = { url: (await webhooks.get(user.uuid))?.url ?? null }
    return settings
  })

  app.put('/v1/alerts/webhook', { schema: schemas.setWebhook }, async (request, reply) => {
    const user = requireUser(request)
    const { url } = parseBody(webhookInputSchema, request.body)
    const problem = await guard.problemOf(url)
    if (problem !== undefined) throw invalidField('url', problem)
    const fresh = sealedNewSecret()
    const stored = await webhooks.setUrl(user.uuid, url, fresh.sealed, clock())
    let secret = unsealWebhookSecret(sessionSecret, stored.sealedSecret)
    if (secret === undefined) {
      // Sealed under a session secret since replaced: no one can verify with it any more.
      await webhooks.rotate(user.uuid, fresh.sealed, clock())
      secret = fresh.secret
    }
    void reply.header('cache-control', 'no-store')
    const answer: WebhookSecret = { url: stored.url, secret }
    return answer
  })

  const rotateWebhookRoute = { schema: schemas.rotateWebhook }
  app.post('/v1/alerts/webhook/rotate', rotateWebhookRoute, async (request, reply) => {
    const user = requireUser(request)
    const fresh = sealedNewSecret()
    const stored = await webhooks.rotate(user.uuid, fresh.sealed, clock())
    if (stored === undefined) throw notFound('No webhook is set')
    void reply.header('cache-control', 'no-store')
    const answer: WebhookSecret = { url: stored.url, secret: fresh.secret }
    return answer
  })

  app.delete('/v1/alerts/webhook', { schema: schemas.removeWebhook }, async (request, reply) => {
    const user = requireUser(request)
    await webhooks.remove(user.uuid)
    return reply.code(204).send()
  })
}
