import type { FastifyInstance } from 'fastify'
import { insertUnderClientUuid, uuidTaken } from '../documents/clientUuid'
import type { Kysely } from 'kysely'
import { alertLimit, alertLimitMessage, plansWithRoomForAlert } from '@/core/alertLimits'
import { alertInputSchema, type AlertList } from '@/core/api/alerts'
import { unarmedAlertState } from '@/core/alerts/alertState'
import type { Plan } from '@/core/plans'
import { signedInPlan, userPlan } from '@/core/userPlan'
import { alertDocument } from '../alerts/alertDocument'
import type { AlertMetrics } from '../alerts/alertMetrics'
import type { AlertEngine } from '../alerts/alertEngine'
import { prepareAlert, type AlertCompletion } from '../alerts/prepareAlert'
import { requireUser } from '../auth/sessions'
import { parseBody } from '../dashboards/parseBody'
import type { Database } from '../db/schema'
import type { IdempotentWrites } from '../documents/idempotency'
import {
  changeOwnDocument,
  deleteOwnDocument,
  findOwnDocument,
  routeId,
  versionedAnswer,
  type DocumentKind,
} from '../documents/versionedChange'
import { requireIfMatch, sendNotModified } from '../documents/versioning'
import { forbidden, invalidField, notFound } from '../http/httpError'
import { saveAlertState } from '../repositories/alertDeliveryRepository'
import { createAlertsRepository, type StoredAlert } from '../repositories/alertsRepository'
import { createUsersRepository, type User } from '../repositories/usersRepository'
import { alertRouteSchemas as schemas } from '../routeSchemas/alertSchemas'

export interface AlertRoutesOptions {
  db: Kysely<Database>
  /** Runs each write in a transaction, once per Idempotency-Key (documents/idempotency.ts). */
  writes: IdempotentWrites
  clock: () => number
  /** The metrics alerts may watch, with their studio config. */
  metrics: AlertMetrics
  /**
   * Arms a saved alert at the newest point of its series (alerts/alertEngine.ts): on create, and
   * on an update that changes what it watches or turns it back on. Without it, the state is left
   * to the evaluator.
   */
  arming?: Pick<AlertEngine, 'armedState'>
}

const alertKind: DocumentKind = { what: 'alert', notFound: 'Alert not found' }

/** An account is never a guest: one without products is on the free Standard plan. */
const planOf = (user: Pick<User, 'products'>): Plan => signedInPlan(userPlan(user.products))

/**
 * Alerts of app.md section 7 (docs/api.md, "Alerts"): the signed-in user's alerts, private to
 * them (another user's alert is 404 for every verb), versioned and idempotent like charts and
 * dashboards, within the plan's alert limit (src/core/alertLimits.ts). The session hook already
 * refuses a cookie-carrying write from another site (auth/crossSite.ts).
 */
export async function alertRoutes(
  app: FastifyInstance,
  options: AlertRoutesOptions,
): Promise<void> {
  const { db, writes, clock, metrics, arming } = options

  /**
   * The state the alert is armed at, computed before the write's transaction (series may be read
   * from this database or the network; SQLite's one connection is the transaction's). A body
   * that fails here fails the same way in the transaction.
   */
  async function armedAt(fieldsFor: AlertCompletion, ownerUuid: string) {
    if (arming === undefined) return undefined
    const fields = await fieldsFor(db, ownerUuid).catch(() => undefined)
    return fields === undefined ? unarmedAlertState : arming.armedState(fields, ownerUuid)
  }

  app.get('/v1/alerts', { schema: schemas.list }, async (request, reply) => {
    const user = requireUser(request)
    void reply.header('cache-control', 'private, no-store')
    const alerts = await createAlertsRepository(db).listByOwner(user.uuid)
    const list: AlertList = {
      data: alerts.map(alertDocument),
      limit: { used: alerts.length, max: alertLimit(planOf(user), user.addons) },
    }
    return list
  })

  app.get('/v1/alerts/:id', { schema: schemas.read }, async (request, reply) => {
    const user = requireUser(request)
    const id = routeId(request)
    void reply.header('cache-control', 'private, no-store')
    const alert = await findOwnDocument(createAlertsRepository(db), id, user.uuid)
    if (alert === undefined) throw notFound(alertKind.notFound)
    if (sendNotModified(request, reply, alert.version)) return reply
    return alertDocument(alert)
  })

  app.post('/v1/alerts/create', { schema: schemas.create }, async (request, reply) => {
    const user = requireUser(request)
    const input = parseBody(alertInputSchema, request.body)
    const fieldsFor = prepareAlert(input, metrics, planOf(user))
    const armed = await armedAt(fieldsFor, user.uuid)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const alerts = createAlertsRepository(trx)
      await alerts.lockOwner(user.uuid)
      if (input.uuid !== undefined && (await alerts.find(input.uuid)) !== undefined) {
        throw uuidTaken('alert')
      }
      const fields = await fieldsFor(trx, user.uuid)
      // Plan and add-ons as they are now, under the lock: a plan change meanwhile counts.
      const owner = (await createUsersRepository(trx).findByUuid(user.uuid)) ?? user
      const plan = planOf(owner)
      const used = await alerts.countByOwner(user.uuid)
      const limit = alertLimit(plan, owner.addons)
      if (used >= limit) {
        const allowed = plansWithRoomForAlert(used, owner.addons)
        throw forbidden(alertLimitMessage(plan, limit, allowed), allowed)
      }
      // Another account's create under the same uuid may commit after the check above: its
      // owner lock is not ours. The key refuses the second insert; that is the same 409.
      const alert = await insertUnderClientUuid('alert', () =>
        alerts.create(user.uuid, fields, clock(), input.uuid),
      )
      if (armed !== undefined) await saveAlertState(trx, alert.uuid, armed, clock())
      return versionedAnswer(201, alert.version, alertDocument(alert), {
        location: `/v1/alerts/${alert.uuid}`,
      })
    })
  })

  app.put('/v1/alerts/:id', { schema: schemas.update }, async (request, reply) => {
    const user = requireUser(request)
    const id = routeId(request)
    const input = parseBody(alertInputSchema, request.body)
    if (input.uuid !== undefined && input.uuid !== id.toLowerCase()) {
      throw invalidField('uuid', 'Must be the uuid in the address')
    }
    const condition = requireIfMatch(request)
    const fieldsFor = prepareAlert(input, metrics, planOf(user))
    const armed = await armedAt(fieldsFor, user.uuid)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const alerts = createAlertsRepository(trx)
      await alerts.lockOwner(user.uuid)
      const target = { id, condition, ownerUuid: user.uuid }
      const updated = await changeOwnDocument(alerts, alertKind, target, async (current) => {
        const replaced = await alerts.replace(current, await fieldsFor(trx, user.uuid), clock())
        if (replaced !== undefined && armed !== undefined && needsArming(current, replaced)) {
          await saveAlertState(trx, replaced.uuid, armed, clock())
        }
        return replaced
      })
      return versionedAnswer(200, updated.version, alertDocument(updated))
    })
  })

  app.delete('/v1/alerts/:id', { schema: schemas.remove }, async (request, reply) => {
    const user = requireUser(request)
    const id = routeId(request)
    const condition = requireIfMatch(request)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const target = { id, condition, ownerUuid: user.uuid }
      await deleteOwnDocument(createAlertsRepository(trx), alertKind, target)
      return { status: 204, headers: {} }
    })
  })
}

/**
 * Whether an update changes what the alert watches or how it reads it, or turns it back on:
 * then it is armed again at the value current now ("armed at the value current when it is
 * saved"), rather than firing on a crossing that predates the change.
 */
function needsArming(before: StoredAlert, after: StoredAlert): boolean {
  if (after.enabled && !before.enabled) return true
  const watched = (alert: StoredAlert) =>
    JSON.stringify([
      alert.path,
      alert.source,
      alert.asset,
      alert.currency,
      alert.exchange,
      alert.resolution,
      alert.condition,
      alert.conditionValues,
      alert.conditionDuration,
      alert.movingAverage,
    ])
  return watched(before) !== watched(after)
}
