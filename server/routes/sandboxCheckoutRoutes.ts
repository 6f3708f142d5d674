import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { sandboxCheckoutRequestSchema } from '@/core/api/payments'
import { catalogPriceOf, offersTrial, type ProviderPriceIds } from '@/core/billingCatalog'
import { trialOffered } from '@/core/userPlan'
import { requireUser } from '../auth/sessions'
import { badRequest, conflict, HttpError, notFound } from '../http/httpError'
import { sandboxScript, sandboxStyle } from '../payments/sandboxAssets'
import { sandboxCheckout } from '../payments/sandboxEvents'
import type { SandboxNotifier } from '../payments/sandboxNotifier'
import { sandboxCheckoutPage, sandboxScriptPath, sandboxStylePath } from '../payments/sandboxPage'
import { checkTestCard } from '../payments/testCards'
import { paymentRouteSchemas as schemas } from '../routeSchemas/pageSchemas'

export interface SandboxCheckoutOptions {
  /** Signs the sandbox's notifications like the provider would and processes them. */
  notify: SandboxNotifier
  /** Paddle's ids are accepted too, so the app may open either checkout with one price id. */
  priceIds: ProviderPriceIds
  clock: () => number
}

const pageQuerySchema = z.object({
  priceId: z.string().min(1).max(100),
  trial: z.enum(['0', '1']).default('0'),
})

/**
 * The checkout used when no Paddle client token is configured. Completing it sends signed
 * notifications through the same processor as the provider's webhook, so the sandbox exercises
 * the production code path; the card is a test card and never stored.
 */
export async function sandboxCheckoutRoutes(
  app: FastifyInstance,
  options: SandboxCheckoutOptions,
): Promise<void> {
  const { clock } = options

  const sandboxPageRoute = { schema: schemas.sandboxPage }
  app.get('/payments/v1/sandbox/checkout', sandboxPageRoute, async (request, reply) => {
    const query = pageQuerySchema.parse(request.query)
    const price = catalogPriceOf(query.priceId, options.priceIds)
    if (price === undefined) throw notFound('Unknown price')
    const trial = query.trial === '1' && offersTrial(price.priceId)
    void reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store')
    return sandboxCheckoutPage(price, { trial, signedIn: request.user !== null })
  })

  app.get(sandboxScriptPath, { schema: schemas.sandboxScript }, async (_request, reply) => {
    void reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache')
    return sandboxScript
  })

  app.get(sandboxStylePath, { schema: schemas.sandboxStyle }, async (_request, reply) => {
    void reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache')
    return sandboxStyle
  })

  const sandboxCheckoutRoute = { schema: schemas.sandboxCheckout }
  app.post('/payments/v1/sandbox/checkout', sandboxCheckoutRoute, async (request) => {
    const user = requireUser(request)
    const body = sandboxCheckoutRequestSchema.parse(request.body)
    const price = catalogPriceOf(body.priceId, options.priceIds)
    if (price === undefined) throw badRequest('Unknown price')
    if (body.trial && !offersTrial(price.priceId)) throw badRequest('This plan has no free trial')
    if (body.trial && !trialOffered(user)) throw conflict('The free trial was already used')
    const card = checkTestCard(body.card.number, body.card.expiry, clock())
    if (!card.ok) throw new HttpError(card.status, card.message)

    const { events, completed } = sandboxCheckout({
      user,
      price,
      trial: body.trial,
      card: card.card,
      now: clock(),
    })
    await options.notify(events)
    return completed
  })
}
