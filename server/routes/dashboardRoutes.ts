import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import {
  createDashboardRequestSchema,
  dashboardLimits,
  presetAssetQuerySchema,
  uncategorized,
  updateDashboardRequestSchema,
  type DashboardList,
} from '@/core/api/dashboards'
import { isUuid } from '@/core/identifiers'
import { requireUser } from '../auth/sessions'
import { dashboardDocument, dashboardSummary } from '../dashboards/dashboardDocuments'
import { parseBody } from '../dashboards/parseBody'
import { findDashboardPreset, offersAsset, presetDocument } from '../dashboards/presets'
import type { Database } from '../db/schema'
import type { IdempotentWrites } from '../documents/idempotency'
import {
  assertVersion,
  etagHeader,
  requireIfMatch,
  setVersion,
  staleVersion,
} from '../documents/versioning'
import { conflict, forbidden, HttpError, notFound } from '../http/httpError'
import { createDashboardCategoriesRepository } from '../repositories/dashboardCategoriesRepository'
import {
  createDashboardsRepository,
  type DashboardsRepository,
  type StoredDashboard,
} from '../repositories/dashboardsRepository'

export interface DashboardRoutesOptions {
  db: Kysely<Database>
  /** Runs each write in a transaction, once per Idempotency-Key (documents/idempotency.ts). */
  writes: IdempotentWrites
  clock: () => number
}

const idParamsSchema = z.object({ id: z.string().min(1).max(200) })

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
  const dashboardId = (request: FastifyRequest) => idParamsSchema.parse(request.params).id

  app.get('/v1/dashboards', async (request, reply) => {
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
  app.get('/v1/dashboards/:id', async (request, reply) => {
    const id = dashboardId(request)
    const query = presetAssetQuerySchema.parse(request.query)
    void reply.header('cache-control', 'private, no-store')
    const preset = findDashboardPreset(id)
    if (preset !== undefined) {
      const asset = query.a ?? query.asset
      if (asset !== undefined && !offersAsset(preset, asset)) {
        throw notFound(`This dashboard is not available for "${asset}".`)
      }
      setVersion(reply, 1)
      return presetDocument(preset, asset)
    }
    const dashboard = isUuid(id)
      ? await createDashboardsRepository(db).find(id.toLowerCase())
      : undefined
    if (dashboard === undefined) throw notFound('Dashboard not found')
    setVersion(reply, dashboard.version)
    return dashboardDocument(dashboard, request.user?.uuid ?? null)
  })

  app.post('/v1/dashboards/create', async (request, reply) => {
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
      const dashboard = await dashboards.create(
        user.uuid,
        { categoryUuid, data: input.data },
        clock(),
      )
      return {
        status: 201,
        headers: { ...etagHeader(dashboard.version), location: `/v1/dashboards/${dashboard.uuid}` },
        body: dashboardDocument(dashboard, user.uuid),
      }
    })
  })

  app.put('/v1/dashboards/:id', async (request, reply) => {
    const user = requireUser(request)
    const id = dashboardId(request)
    refusePreset(id)
    const input = parseBody(updateDashboardRequestSchema, request.body)
    const condition = requireIfMatch(request)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const dashboards = createDashboardsRepository(trx)
      const current = await ownDashboard(dashboards, id, user.uuid)
      assertVersion(condition, current.version, 'dashboard')
      const categoryUuid =
        input.categoryUuid === undefined
          ? current.categoryUuid
          : await ownCategory(trx, user.uuid, input.categoryUuid)
      const updated = await dashboards.replace(current, { categoryUuid, data: input.data }, clock())
      if (updated === undefined) throw await lostRace(dashboards, current)
      return {
        status: 200,
        headers: etagHeader(updated.version),
        body: dashboardDocument(updated, user.uuid),
      }
    })
  })

  app.delete('/v1/dashboards/:id', async (request, reply) => {
    const user = requireUser(request)
    const id = dashboardId(request)
    refusePreset(id)
    const condition = requireIfMatch(request)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const dashboards = createDashboardsRepository(trx)
      const current = await ownDashboard(dashboards, id, user.uuid)
      assertVersion(condition, current.version, 'dashboard')
      if (!(await dashboards.delete(current.uuid, current.version))) {
        throw await lostRace(dashboards, current)
      }
      return { status: 204, headers: {} }
    })
  })
}

function refusePreset(id: string): void {
  if (findDashboardPreset(id) !== undefined) {
    throw forbidden('Dashboard presets are read-only: save a copy instead')
  }
}

/** The user's dashboard, or 404: another user's is never changed, nor said to exist. */
async function ownDashboard(
  dashboards: DashboardsRepository,
  id: string,
  ownerUuid: string,
): Promise<StoredDashboard> {
  const dashboard = isUuid(id) ? await dashboards.find(id.toLowerCase()) : undefined
  if (dashboard === undefined || dashboard.ownerUuid !== ownerUuid) {
    throw notFound('Dashboard not found')
  }
  return dashboard
}

/** Another write changed or deleted the dashboard between our read and our write. */
async function lostRace(dashboards: DashboardsRepository, read: StoredDashboard) {
  const now = await dashboards.find(read.uuid)
  return now === undefined
    ? notFound('Dashboard not found')
    : staleVersion(now.version, 'dashboard')
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
