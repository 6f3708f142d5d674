import type { FastifyInstance } from 'fastify'
import type { ClientConfig } from '@/core/api/clientConfig'
import type { SearchClientConfig } from '@/core/api/search'
import { appOrigin } from '../auth/registerAccounts'
import type { Config } from '../config'
import { issuerOf } from '../oidc/registerIdentity'
import { contentRouteSchemas as schemas } from '../routeSchemas/contentSchemas'

/**
 * The public part of the configuration the app needs at start. Only values meant for browsers
 * (a Sentry DSN is public by design); nothing here may ever be a secret.
 */
export async function clientConfigRoutes(
  app: FastifyInstance,
  {
    config,
    vapidPublicKey,
    search = null,
  }: { config: Config; vapidPublicKey: string | null; search?: SearchClientConfig | null },
): Promise<void> {
  const body: ClientConfig = {
    productionHost: config.productionHost ?? null,
    sentryDsn: config.sentryDsn ?? null,
    analyticsEndpoint: config.analyticsEndpoint ?? null,
    paddleClientToken: config.paddle.clientToken ?? null,
    paddleEnvironment: config.paddle.environment,
    paddlePriceIds: { ...config.paddle.priceIds },

    oidcIssuer: issuerOf(config, appOrigin(config)),
    oidcClientId: config.oidcClientId,
    // The Web Push channel's key (alerts/delivery/vapidKeys.ts), loaded before this registers.
    vapidPublicKey,
    // The search service the app queries (server/search), once it is registered.
    search,
    contactEmails: config.links.emails,
    socialLinks: config.links.social,
  }
  app.get('/v1/client-config', { schema: schemas.clientConfig }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache')
    return body
  })
}
