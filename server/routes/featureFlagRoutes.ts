import type { FastifyInstance } from 'fastify'
import type { FeatureFlagsRepository } from '../repositories/featureFlagsRepository'
import { contentRouteSchemas } from '../routeSchemas/contentSchemas'

/** Content-service feature flags (no auth): the app decides per user from name and percentage. */
export async function featureFlagRoutes(
  app: FastifyInstance,
  { featureFlags }: { featureFlags: FeatureFlagsRepository },
): Promise<void> {
  app.get('/cms/feature-flags', { schema: contentRouteSchemas.featureFlags }, async () => ({
    data: await featureFlags.list(),
  }))
}
