import type { FastifyInstance } from 'fastify'
import type { WebhookProcessor } from '../payments/paddleWebhook'
import { signatureHeader } from '../payments/paddleSignature'
import { paymentRouteSchemas as schemas } from '../routeSchemas/pageSchemas'

export const paddleWebhookPath = '/payments/v1/webhooks/paddle'

/**
 * POST /payments/v1/webhooks/paddle: the provider's notifications. The signature covers the
 * bytes as sent, so this plugin (and only it: Fastify scopes parsers to the plugin) takes every
 * body as a raw Buffer instead of parsed JSON.
 */
export async function paddleWebhookRoutes(
  app: FastifyInstance,
  { process }: { process: WebhookProcessor },
): Promise<void> {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body)
  })
  app.post(paddleWebhookPath, { schema: schemas.paddleWebhook }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
    const header = request.headers[signatureHeader]
    const outcome = await process(raw, typeof header === 'string' ? header : undefined)
    return { ok: true, outcome }
  })
}
