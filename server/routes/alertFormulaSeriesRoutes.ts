import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { formulaSeriesQuerySchema, type FormulaSeries } from '@/core/api/alerts'
import { signedInPlan, userPlan } from '@/core/userPlan'
import type { AlertEngine } from '../alerts/alertEngine'
import type { AlertMetrics } from '../alerts/alertMetrics'
import { formulaTargetName } from '../alerts/formulaTarget'
import { requireUser } from '../auth/sessions'
import { parseBody } from '../dashboards/parseBody'
import type { Database } from '../db/schema'
import { invalidField, tooManyRequests } from '../http/httpError'
import {
  counterKey,
  createRateLimitCountersRepository,
} from '../repositories/rateLimitCountersRepository'
import { alertRouteSchemas as schemas } from '../routeSchemas/alertSchemas'

export interface AlertFormulaSeriesRoutesOptions {
  db: Kysely<Database>
  metrics: AlertMetrics
  engine: Pick<AlertEngine, 'formulaSeries'>
  clock: () => number
}

/** Reads a user may make per window: a dialog's previews, not a data feed. */
export const formulaSeriesReadsPerWindow = 120
export const formulaSeriesWindowMs = 60 * 60 * 1000

/**
 * `GET /v1/alerts/formula-series` (docs/api.md, "Alerts"): the series a formula alert on a
 * formula of the user's own saved workbench evaluates at a resolution, read as a tick reads it,
 * for the alert dialog's preview. The source is checked as an alert's is (the user's own
 * workbench, a formula that evaluates, metrics the plan reads): 400 or 403 as on create.
 */
export async function alertFormulaSeriesRoutes(
  app: FastifyInstance,
  { db, metrics, engine, clock }: AlertFormulaSeriesRoutesOptions,
): Promise<void> {
  const counters = createRateLimitCountersRepository(db)

  app.get(
    '/v1/alerts/formula-series',
    { schema: schemas.formulaSeries },
    async (request, reply) => {
      const user = requireUser(request)
      const { resolution, ...source } = parseBody(formulaSeriesQuerySchema, request.query)
      const hit = await counters.hit(
        counterKey('alert-formula-series', user.uuid),
        formulaSeriesWindowMs,
        clock(),
      )
      if (hit.hits > formulaSeriesReadsPerWindow) {
        throw tooManyRequests(
          (hit.windowEnd - clock()) / 1000,
          `At most ${formulaSeriesReadsPerWindow} formula previews an hour: try again later`,
        )
      }
      await formulaTargetName(db, user.uuid, source, metrics, signedInPlan(userPlan(user.products)))
      const series = await engine.formulaSeries(source, resolution, user.uuid)
      if (series === undefined) {
        throw invalidField('item', `The formula ${source.item} does not evaluate to a series`)
      }
      const answer: FormulaSeries = {
        t: Array.from(series.t),
        v: Array.from(series.v, (value) => (Number.isFinite(value) ? value : null)),
      }
      return reply.header('cache-control', 'private, no-store').send(answer)
    },
  )
}
