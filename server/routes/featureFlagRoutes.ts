import type { FastifyInstance } from 'fastify'
import type { FeatureFlagsRepository } from '../repositories/featureFlagsRepository'
import { contentRouteSchemas as schemas } from '../routeSchemas/contentSchemas'

/** Content-service feature flags (no auth): the app decides per user from name and percentage. */
export async function featureFlagRoutes(
  app: FastifyInstance,
  { featureFlags }: { featureFlags: FeatureFlagsRepository },
): Promise<void> {
  const featureFlagsRoute = { schema: schemas.featureFlags }
  app.get('/cms/feature-flags', featureFlagsRoute, async () => ({
    data: await featureFlags.list(),
  }))
}
