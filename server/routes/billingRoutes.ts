import type { FastifyInstance } from 'fastify'
import type { CancelSubscriptionResponse } from '@/core/api/payments'
import { userPlan } from '@/core/userPlan'
import { requireUser } from '../auth/sessions'
import { notFound } from '../http/httpError'
import { currentSubscription, toBillingInfo, toInvoice } from '../payments/billingInfo'
import type { SubscriptionCanceller } from '../payments/cancelSubscription'
import type { BillingRepository } from '../repositories/billingRepository'
import { paymentRouteSchemas as schemas } from '../routeSchemas/pageSchemas'

/**
 * The billing calls of app.md section 7, for the signed-in user only: every query is by the
 * session's user, so nobody can name another user's subscription or invoice.
 */
export async function billingRoutes(
  app: FastifyInstance,
  { billing, cancel }: { billing: BillingRepository; cancel: SubscriptionCanceller },
): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store')
  })

  const billingInfoRoute = { schema: schemas.billingInfo }
  app.get('/payments/v1/customer/billing_info', billingInfoRoute, async (request) => {
    const user = requireUser(request)
    const subscriptions = await billing.subscriptionsOf(user.uuid)
    return toBillingInfo(
      currentSubscription(subscriptions),
      await billing.transactionsOf(user.uuid),
    )
  })

  app.get('/payments/v1/customer/invoices', { schema: schemas.invoices }, async (request) => {
    const user = requireUser(request)
    return (await billing.transactionsOf(user.uuid)).map(toInvoice)
  })

  // Cancels at the end of the paid (or trial) period, at Paddle for Paddle's subscriptions: the
  // plan stays until then, when the provider's subscription.canceled event removes it. When
  // Paddle fails, 502 and nothing changed.
  const cancelRoute = { schema: schemas.cancel }
  app.post('/payments/v1/customer/cancel_active_sub', cancelRoute, async (request) => {
    const user = requireUser(request)
    const subscription = (await billing.subscriptionsOf(user.uuid)).find(
      (s) => (s.status === 'active' || s.status === 'trialing') && s.canceledAt === null,
    )
    if (subscription === undefined) throw notFound('No active subscription to cancel')
    const { effectiveAt } = await cancel(subscription)
    const plan = userPlan(user.products)
    const body: CancelSubscriptionResponse = {
      ok: true,
      previousPlan: plan,
      currentPlan: plan,
      effectiveAt,
    }
    return body
  })
}
