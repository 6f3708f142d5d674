import type { FastifyInstance } from 'fastify'
import { assertClientUuidFree, insertUnderClientUuid } from '../documents/clientUuid'
import type { Kysely } from 'kysely'
import {
  createDashboardRequestSchema,
  dashboardLimits,
  presetAssetQuerySchema,
  uncategorized,
  updateDashboardRequestSchema,
  type DashboardList,
} from '@/core/api/dashboards'
import { requireUser } from '../auth/sessions'
import { dashboardSummary } from '@/core/api/dashboards'
import { dashboardDocument } from '../dashboards/dashboardDocuments'
import { parseBody } from '../dashboards/parseBody'
import { findDashboardPreset, offersAsset, presetDocument } from '../dashboards/presets'
import type { Database } from '../db/schema'
import type { IdempotentWrites } from '../documents/idempotency'
import {
  changeOwnDocument,
  deleteOwnDocument,
  findDocument,
  routeId,
  versionedAnswer,
  type DocumentKind,
} from '../documents/versionedChange'
import { requireIfMatch, sendNotModified, setVersion } from '../documents/versioning'
import { conflict, forbidden, HttpError, notFound } from '../http/httpError'
import { createDashboardCategoriesRepository } from '../repositories/dashboardCategoriesRepository'
import { createDashboardsRepository } from '../repositories/dashboardsRepository'
import { dashboardRouteSchemas as schemas } from '../routeSchemas/documentSchemas'

export interface DashboardRoutesOptions {
  db: Kysely<Database>
  /** Runs each write in a transaction, once per Idempotency-Key (documents/idempotency.ts). */
  writes: IdempotentWrites
  clock: () => number
}

const dashboardKind: DocumentKind = { what: 'dashboard', notFound: 'Dashboard not found' }

/**
 * Dashboards of app.md section 7 (docs/api.md, "Dashboards"): the signed-in user's dashboards,
 * readable by anyone with the link, writable by their owner only, versioned and idempotent like
 * the charts of udmRoutes.ts. The session hook already refuses a cookie-carrying write from
 * another site (auth/crossSite.ts). Categories and presets have routes of their own.
 */
export async function dashboardRoutes(
  app: FastifyInstance,
  options: DashboardRoutesOptions,
): Promise<void> {
  const { db, writes, clock } = options

  app.get('/v1/dashboards', { schema: schemas.list }, async (request, reply) => {
    const user = requireUser(request)
    void reply.header('cache-control', 'private, no-store')
    const dashboards = await createDashboardsRepository(db).listByOwner(user.uuid)
    const list: DashboardList = {
      data: dashboards.map((dashboard) =>
        dashboardSummary(dashboardDocument(dashboard, user.uuid)),
      ),
    }
    return list
  })

  // Sharing is by link: any reader, guests included, gets the dashboard; `isOwner` tells the app
  // whether saving updates it or saves a copy. A preset's slug or uuid opens the preset, for the
  // asset of `?a=` when it follows one (/dashboards/asset-overview?a=ETH in one call).
  app.get('/v1/dashboards/:id', { schema: schemas.read }, async (request, reply) => {
    const id = routeId(request)
    const query = presetAssetQuerySchema.parse(request.query)
    void reply.header('cache-control', 'private, no-store')
    const preset = findDashboardPreset(id)
    if (preset !== undefined) {
      const asset = query.a ?? query.asset
      if (asset !== undefined && !offersAsset(preset, asset)) {
        throw notFound(`This dashboard is not available for "${asset}".`)
      }
      // Built by the code, not stored: its content may change with a release while its version
      // stays 1, so a preset is always answered whole.
      setVersion(reply, 1)
      return presetDocument(preset, asset)
    }
    const dashboard = await findDocument(createDashboardsRepository(db), id)
    if (dashboard === undefined) throw notFound(dashboardKind.notFound)
    if (sendNotModified(request, reply, dashboard.version)) return reply
    return dashboardDocument(dashboard, request.user?.uuid ?? null)
  })

  app.post('/v1/dashboards/create', { schema: schemas.create }, async (request, reply) => {
    const user = requireUser(request)
    const input = parseBody(createDashboardRequestSchema, request.body)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const dashboards = createDashboardsRepository(trx)
      if ((await dashboards.countByOwner(user.uuid)) >= dashboardLimits.maxDashboardsPerUser) {
        throw conflict(
          `An account keeps at most ${dashboardLimits.maxDashboardsPerUser} dashboards: delete one to save another`,
        )
      }
      const categoryUuid = await ownCategory(trx, user.uuid, input.categoryUuid)
      await assertClientUuidFree(trx, 'dashboard', 'dashboards', input.clientUuid)
      const dashboard = await insertUnderClientUuid('dashboard', () =>
        dashboards.create(user.uuid, { categoryUuid, data: input.data }, clock(), input.clientUuid),
      )
      return versionedAnswer(201, dashboard.version, dashboardDocument(dashboard, user.uuid), {
        location: `/v1/dashboards/${dashboard.uuid}`,
      })
    })
  })

  app.put('/v1/dashboards/:id', { schema: schemas.update }, async (request, reply) => {
    const user = requireUser(request)
    const id = routeId(request)
    refusePreset(id)
    const input = parseBody(updateDashboardRequestSchema, request.body)
    const condition = requireIfMatch(request)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const dashboards = createDashboardsRepository(trx)
      const target = { id, condition, ownerUuid: user.uuid }
      const updated = await changeOwnDocument(
        dashboards,
        dashboardKind,
        target,
        async (current) => {
          const categoryUuid =
            input.categoryUuid === undefined
              ? current.categoryUuid
              : await ownCategory(trx, user.uuid, input.categoryUuid)
          return dashboards.replace(current, { categoryUuid, data: input.data }, clock())
        },
      )
      return versionedAnswer(200, updated.version, dashboardDocument(updated, user.uuid))
    })
  })

  app.delete('/v1/dashboards/:id', { schema: schemas.remove }, async (request, reply) => {
    const user = requireUser(request)
    const id = routeId(request)
    refusePreset(id)
    const condition = requireIfMatch(request)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const target = { id, condition, ownerUuid: user.uuid }
      await deleteOwnDocument(createDashboardsRepository(trx), dashboardKind, target)
      return { status: 204, headers: {} }
    })
  })
}

function refusePreset(id: string): void {
  if (findDashboardPreset(id) !== undefined) {
    throw forbidden('Dashboard presets are read-only: save a copy instead')
  }
}

/**
 * The stored category of a request's `categoryUuid`: null for uncategorized, else one of the
 * owner's categories; anyone else's is answered as missing.
 */
async function ownCategory(
  db: Kysely<Database>,
  ownerUuid: string,
  categoryUuid: string,
): Promise<string | null> {
  if (categoryUuid === uncategorized) return null
  const category = await createDashboardCategoriesRepository(db).findOwned(ownerUuid, categoryUuid)
  if (category === undefined) {
    throw new HttpError(400, 'categoryUuid: No such category', {
      fieldErrors: { categoryUuid: 'No such category' },
    })
  }
  return category.uuid
}
