import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { WebhookTestAnswer } from '@/core/api/alertDelivery'
import type { AlertNotice } from '@/core/alerts/alertNotice'
import type { AlertChannelSender } from '../alerts/delivery/alertChannel'
import { requireUser } from '../auth/sessions'
import type { Database } from '../db/schema'
import { conflict, tooManyRequests } from '../http/httpError'
import { createAlertWebhooksRepository } from '../repositories/alertWebhooksRepository'
import {
  counterKey,
  createRateLimitCountersRepository,
} from '../repositories/rateLimitCountersRepository'
import { alertChannelRouteSchemas as schemas } from '../routeSchemas/alertSchemas'

export interface WebhookTestRouteOptions {
  db: Kysely<Database>
  /** The webhook channel's sender: the test is signed and sent exactly as a firing is. */
  webhook: AlertChannelSender
  /** Where the test event's link points: the app's origin. */
  appOrigin: string
  clock: () => number
}

/** Test events a user may send per hour: each one makes the server call the user's URL. */
export const webhookTestsPerHour = 10
const hourMs = 60 * 60 * 1000

/**
 * POST /v1/alerts/webhook/test (settings' "Send test"; docs/api.md, "Alert webhook"): one signed
 * `alert.fired` event with `test: true`, sent to the saved URL now rather than through the
 * outbox, so the user sees at once what their receiver answered. 409 without a URL.
 */
export async function webhookTestRoute(
  app: FastifyInstance,
  { db, webhook, appOrigin, clock }: WebhookTestRouteOptions,
): Promise<void> {
  const webhooks = createAlertWebhooksRepository(db)
  const counters = createRateLimitCountersRepository(db)

  app.post('/v1/alerts/webhook/test', { schema: schemas.testWebhook }, async (request, reply) => {
    const user = requireUser(request)
    if ((await webhooks.get(user.uuid)) === undefined) {
      throw conflict('Save a webhook URL first')
    }
    const hit = await counters.hit(counterKey('webhook-test', user.uuid), hourMs, clock())
    if (hit.hits > webhookTestsPerHour) {
      throw tooManyRequests(
        (hit.windowEnd - clock()) / 1000,
        `At most ${webhookTestsPerHour} webhook tests an hour: try again later`,
      )
    }
    const now = clock()
    const outcome = await webhook.deliver({
      notice: sampleNotice(now),
      userUuid: user.uuid,
      url: `${appOrigin}/alerts`,
      attempt: 1,
    })
    const status = /^HTTP (\d{3})/.exec(outcome.detail ?? '')?.[1]
    const answer: WebhookTestAnswer = {
      delivered: outcome.status === 'delivered',
      status: status === undefined ? null : Number(status),
      detail: outcome.detail ?? null,
    }
    return reply.header('cache-control', 'private, no-store').send(answer)
  })
}

/** A test event about no alert of the user's: a made-up BTC price alert at the current step. */
function sampleNotice(now: number): AlertNotice {
  return {
    firingId: `test_${randomUUID()}`,
    alert: {
      uuid: '00000000-0000-4000-8000-000000000000',
      name: 'Webhook test',
      metricName: 'Price',
      path: 'market/price_usd_close',
      source: null,
      asset: 'BTC',
      resolution: '24h',
      condition: 'gt',
      conditionValues: [100_000],
      conditionDuration: null,
    },
    value: 100_001,
    t: Math.floor(now / 600_000) * 600,
    firedAt: now,
    test: true,
  }
}
