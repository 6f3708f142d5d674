import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type Provider from 'oidc-provider'
import { issuerPath } from './identityProvider'

/**
 * Hands every request under the issuer path (discovery, authorize, token, userinfo, JWKS, logout)
 * to the provider, a Koa application, on the raw Node request and response. More specific routes
 * (our interaction pages) win over this catch-all in Fastify's router.
 */
export async function mountProvider(
  app: FastifyInstance,
  { provider }: { provider: Provider },
): Promise<void> {
  const callback = provider.callback()
  // The provider reads request bodies itself: leave the stream unread.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack()
    // Headers set by our hooks (security headers, CSP) would be dropped by hijack: copy them.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value)
    }
    const raw = request.raw
    const url = raw.url ?? issuerPath
    // Like Express mounting: the provider derives its mount path from originalUrl minus url.
    Object.assign(raw, { originalUrl: url, url: url.slice(issuerPath.length) || '/' })
    void callback(raw, reply.raw)
  }
  // Its protocol has its own description (/oidc/.well-known/openid-configuration): not ours.
  const hidden = { schema: { hide: true } }
  app.all(issuerPath, hidden, handler)
  app.all(`${issuerPath}/*`, hidden, handler)
}
