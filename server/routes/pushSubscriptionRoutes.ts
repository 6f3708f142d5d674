import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import {
  pushSubscriptionInputSchema,
  pushUnsubscribeSchema,
  type pushSubscriptionsSchema,
} from '@/core/api/alertDelivery'
import { requireUser } from '../auth/sessions'
import { parseBody } from '../dashboards/parseBody'
import type { Database } from '../db/schema'
import { invalidField } from '../http/httpError'
import type { OutboundGuard } from '../http/outboundGuard'
import { createPushSubscriptionsRepository } from '../repositories/pushSubscriptionsRepository'
import { alertChannelRouteSchemas as schemas } from '../routeSchemas/alertSchemas'

export interface PushSubscriptionRoutesOptions {
  db: Kysely<Database>
  /** Refuses endpoints in private networks unless WEBHOOK_ALLOW_PRIVATE_NETWORKS. */
  guard: OutboundGuard
  clock: () => number
}

type PushSubscriptionList = z.infer<typeof pushSubscriptionsSchema>

/**
 * The browsers that receive the signed-in user's alert pushes (docs/api.md, "Push
 * subscriptions"): POST what `PushSubscription.toJSON()` gives, DELETE by endpoint, GET the list.
 * The session hook already refuses a cookie-carrying write from another site.
 */
export async function pushSubscriptionRoutes(
  app: FastifyInstance,
  { db, guard, clock }: PushSubscriptionRoutesOptions,
): Promise<void> {
  const subscriptions = createPushSubscriptionsRepository(db)

  app.get('/v1/push/subscriptions', { schema: schemas.pushList }, async (request, reply) => {
    const user = requireUser(request)
    void reply.header('cache-control', 'private, no-store')
    const list: PushSubscriptionList = {
      data: (await subscriptions.list(user.uuid)).map(({ endpoint, createdAt }) => ({
        endpoint,
        createdAt,
      })),
    }
    return list
  })

  // 201 for a browser new to the account (also one moving from another account), 200 when it
  // only renews its keys.
  app.post('/v1/push/subscriptions', { schema: schemas.pushSubscribe }, async (request, reply) => {
    const user = requireUser(request)
    const input = parseBody(pushSubscriptionInputSchema, request.body)
    const problem = await guard.problemOf(input.endpoint)
    if (problem !== undefined) throw invalidField('endpoint', problem)
    const userAgent = request.headers['user-agent'] ?? null
    const { created, subscription } = await subscriptions.save(user.uuid, input, userAgent, clock())
    void reply.code(created ? 201 : 200)
    return { endpoint: subscription.endpoint, createdAt: subscription.createdAt }
  })

  // Forgetting a subscription the user does not have is done already: 204 all the same, and
  // another account's subscription at that endpoint stays.
  const pushUnsubscribeRoute = { schema: schemas.pushUnsubscribe }
  app.delete('/v1/push/subscriptions', pushUnsubscribeRoute, async (request, reply) => {
    const user = requireUser(request)
    const { endpoint } = parseBody(pushUnsubscribeSchema, request.body)
    await subscriptions.remove(user.uuid, endpoint)
    return reply.code(204).send()
  })
}
