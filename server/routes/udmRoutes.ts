import type { FastifyInstance } from 'fastify'
import { assertClientUuidFree, insertUnderClientUuid } from '../documents/clientUuid'
import type { Kysely } from 'kysely'
import {
  chartReadQuerySchema,
  createChartRequestSchema,
  presetsQuerySchema,
  udmLimits,
  updateChartRequestSchema,
  type ChartList,
  type PresetPage,
} from '@/core/api/udm'
import { disableOrphanedAlerts } from '../alerts/orphanedAlerts'
import { requireUser } from '../auth/sessions'
import { sendCacheableJson } from '../cms/sendCacheable'
import type { Database } from '../db/schema'
import type { IdempotentWrites } from '../documents/idempotency'
import {
  changeOwnDocument,
  findDocument,
  routeId,
  versionedAnswer,
  type DocumentKind,
} from '../documents/versionedChange'
import { requireIfMatch, sendNotModified, setVersion } from '../documents/versioning'
import { badRequest, conflict, forbidden, notFound } from '../http/httpError'
import { createUdmChartsRepository } from '../repositories/udmChartsRepository'
import { createUdmCategoriesRepository } from '../repositories/udmCategoriesRepository'
import { chartDocument, chartSummary } from '../udm/chartDocuments'
import { findPreset, workbenchPresets } from '../udm/presets'
import { chartRouteSchemas as schemas } from '../routeSchemas/documentSchemas'

export interface UdmRoutesOptions {
  db: Kysely<Database>
  /** Runs each write in a transaction, once per Idempotency-Key (documents/idempotency.ts). */
  writes: IdempotentWrites
  clock: () => number
}

const chartKind: DocumentKind = { what: 'chart', notFound: 'Chart not found' }

/**
 * User metrics of app.md section 7 (docs/api.md, "User metrics"): the signed-in user's charts and
 * workbenches, readable by anyone with the link, writable by their owner only, versioned and
 * idempotent. The session hook already refuses a cookie-carrying write from another site
 * (auth/crossSite.ts). Categories are in udmCategoryRoutes.ts.
 */
export async function udmRoutes(app: FastifyInstance, options: UdmRoutesOptions): Promise<void> {
  const { db, writes, clock } = options

  app.get('/v1/udm', { schema: schemas.list }, async (request, reply) => {
    const user = requireUser(request)
    void reply.header('cache-control', 'private, no-store')
    const charts = await createUdmChartsRepository(db).listByOwner(user.uuid)
    const list: ChartList = { data: charts.map(chartSummary) }
    return list
  })

  // Starter workbenches are the same for everyone: public and cacheable.
  app.get('/v1/udm/presets', { schema: schemas.presets }, async (request, reply) => {
    const { page, page_size: pageSize } = presetsQuerySchema.parse(request.query)
    const total = workbenchPresets.length
    const start = (page - 1) * pageSize
    const body: PresetPage = {
      data: workbenchPresets.slice(start, start + pageSize),
      meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
    }
    return sendCacheableJson(request, reply, body)
  })

  // Sharing is by link: any reader, guests included, gets the chart; `isOwner` tells the app
  // whether saving updates it or saves a copy.
  app.get('/v1/udm/:id', { schema: schemas.read }, async (request, reply) => {
    const id = routeId(request)
    // `referrer` (where the link was followed from) is accepted for the app's analytics.
    chartReadQuerySchema.parse(request.query)
    void reply.header('cache-control', 'private, no-store')
    const preset = findPreset(id)
    if (preset !== undefined) {
      // Built by the code: always answered whole (a release may change it at the same version).
      setVersion(reply, preset.version)
      return preset
    }
    const chart = await findDocument(createUdmChartsRepository(db), id)
    if (chart === undefined) throw notFound(chartKind.notFound)
    if (sendNotModified(request, reply, chart.version)) return reply
    return chartDocument(chart, request.user?.uuid ?? null)
  })

  app.post('/v1/udm/create', { schema: schemas.create }, async (request, reply) => {
    const user = requireUser(request)
    const input = createChartRequestSchema.parse(request.body)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const charts = createUdmChartsRepository(trx)
      if ((await charts.countByOwner(user.uuid)) >= udmLimits.maxChartsPerUser) {
        throw conflict(
          `An account keeps at most ${udmLimits.maxChartsPerUser} charts: delete one to save another`,
        )
      }
      await assertOwnCategory(trx, user.uuid, input.categoryUuid, 'categoryUuid')
      await assertClientUuidFree(trx, 'chart', 'udm_charts', input.clientUuid)
      const chart = await insertUnderClientUuid('chart', () =>
        charts.create(user.uuid, input, clock(), input.clientUuid),
      )
      return versionedAnswer(201, chart.version, chartDocument(chart, user.uuid), {
        location: `/v1/udm/${chart.uuid}`,
      })
    })
  })

  app.put('/v1/udm/:id', { schema: schemas.update }, async (request, reply) => {
    const user = requireUser(request)
    const id = routeId(request)
    const { data } = updateChartRequestSchema.parse(request.body)
    const condition = requireIfMatch(request)
    refusePreset(id)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const charts = createUdmChartsRepository(trx)
      const target = { id, condition, ownerUuid: user.uuid }
      const updated = await changeOwnDocument(charts, chartKind, target, async (current) => {
        await assertOwnCategory(trx, user.uuid, data.categoryUuid, 'data.categoryUuid')
        return charts.replace(current, data, clock())
      })
      // Alerts on a formula this save removed are turned off, and their owner told.
      await disableOrphanedAlerts(trx, updated, updated.items, clock())
      return versionedAnswer(200, updated.version, chartDocument(updated, user.uuid))
    })
  })

  app.delete('/v1/udm/:id', { schema: schemas.remove }, async (request, reply) => {
    const user = requireUser(request)
    const id = routeId(request)
    const condition = requireIfMatch(request)
    refusePreset(id)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const charts = createUdmChartsRepository(trx)
      const target = { id, condition, ownerUuid: user.uuid }
      await changeOwnDocument(charts, chartKind, target, async (current) => {
        if (!(await charts.delete(current.uuid, current.version))) return undefined
        // Alerts on its formulas are turned off, and their owner told.
        return disableOrphanedAlerts(trx, current, null, clock())
      })
      return { status: 204, headers: {} }
    })
  })
}

function refusePreset(id: string): void {
  if (findPreset(id) !== undefined) {
    throw forbidden('Workbench presets are read-only: save a copy instead')
  }
}

/** A chart may be filed only in one of its owner's categories. */
async function assertOwnCategory(
  db: Kysely<Database>,
  ownerUuid: string,
  categoryUuid: string | null,
  field: string,
): Promise<void> {
  if (categoryUuid === null) return
  const category = await createUdmCategoriesRepository(db).findOwned(ownerUuid, categoryUuid)
  if (category === undefined) throw badRequest(`${field}: No such category`)
}
