import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { DatabaseHandle } from '../db/createDatabase'
import { serviceUnavailable } from '../http/httpError'
import { contentRouteSchemas as schemas } from '../routeSchemas/contentSchemas'

/**
 * Liveness and readiness for load balancers and the test harness: healthy means the database
 * answers, because without it no API call can succeed.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
): Promise<void> {
  // Probes arrive every few seconds; logging each would drown the useful lines.
  app.get('/healthz', { logLevel: 'warn', schema: schemas.health }, async (request, reply) => {
    try {
      await sql`select 1`.execute(database.db)
    } catch (error) {
      request.log.error({ err: error }, 'Health check failed: the database does not answer')
      throw serviceUnavailable('The database is not reachable')
    }
    void reply.header('cache-control', 'no-store')
    return { status: 'ok' }
  })
}
