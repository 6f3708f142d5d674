import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { alertHistoryLimit, type AlertHistory } from '@/core/api/alertDelivery'
import type { AlertEngine } from '../alerts/alertEngine'
import { requireUser } from '../auth/sessions'
import type { Dialect } from '../db/createDatabase'
import type { Database } from '../db/schema'
import { findOwnDocument, routeId } from '../documents/versionedChange'
import { HttpError, notFound, tooManyRequests } from '../http/httpError'
import { createAlertDeliveryRepository } from '../repositories/alertDeliveryRepository'
import { createAlertsRepository } from '../repositories/alertsRepository'
import {
  counterKey,
  createRateLimitCountersRepository,
} from '../repositories/rateLimitCountersRepository'
import { alertRouteSchemas as schemas } from '../routeSchemas/alertSchemas'

export interface AlertDeliveryRoutesOptions {
  db: Kysely<Database>
  dialect: Dialect
  engine: Pick<AlertEngine, 'testFiring'>
  clock: () => number
}

/** Test notifications a user may send per window: enough to try every channel, not to spam. */
export const alertTestsPerWindow = 10
export const alertTestWindowMs = 60 * 60 * 1000

/**
 * An alert's firings and its test (docs/api.md, "Alerts"): `GET /v1/alerts/{uuid}/history`, each
 * firing newest first with each channel's delivery, and `POST /v1/alerts/{uuid}/test`, a test
 * firing delivered on every channel of the alert now (202). Owner only: another user's alert is
 * 404. The session hook already refuses a cookie-carrying write from another site.
 */
export async function alertDeliveryRoutes(
  app: FastifyInstance,
  options: AlertDeliveryRoutesOptions,
): Promise<void> {
  const { db, dialect, engine, clock } = options
  const counters = createRateLimitCountersRepository(db)

  async function ownAlert(request: Parameters<typeof routeId>[0], userUuid: string) {
    const alert = await findOwnDocument(createAlertsRepository(db), routeId(request), userUuid)
    if (alert === undefined) throw notFound('Alert not found')
    return alert
  }

  app.get('/v1/alerts/:id/history', { schema: schemas.history }, async (request, reply) => {
    const user = requireUser(request)
    const alert = await ownAlert(request, user.uuid)
    void reply.header('cache-control', 'private, no-store')
    const history: AlertHistory = {
      data: await createAlertDeliveryRepository(db, dialect).history(alert.uuid, alertHistoryLimit),
    }
    return history
  })

  app.post('/v1/alerts/:id/test', { schema: schemas.test }, async (request, reply) => {
    const user = requireUser(request)
    const alert = await ownAlert(request, user.uuid)
    if (alert.channels.length === 0) {
      throw new HttpError(
        400,
        'This alert has no channels: choose push, Telegram, email or webhook to send a test',
      )
    }
    const hit = await counters.hit(counterKey('alert-test', user.uuid), alertTestWindowMs, clock())
    if (hit.hits > alertTestsPerWindow) {
      throw tooManyRequests(
        (hit.windowEnd - clock()) / 1000,
        `At most ${alertTestsPerWindow} test notifications an hour: try again later`,
      )
    }
    const firing = await engine.testFiring(alert)
    return reply.code(202).header('cache-control', 'private, no-store').send(firing)
  })
}
