import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import {
  dashboardCategoryInputSchema,
  dashboardLimits,
  uncategorized,
  type DashboardCategoryList,
} from '@/core/api/dashboards'
import { isUuid } from '@/core/identifiers'
import { requireUser } from '../auth/sessions'
import { categoryDocument, uncategorizedDocument } from '../dashboards/dashboardDocuments'
import { parseBody } from '../dashboards/parseBody'
import type { Database } from '../db/schema'
import type { IdempotentWrites } from '../documents/idempotency'
import { assertVersion, etagHeader, requireIfMatch, staleVersion } from '../documents/versioning'
import { conflict, forbidden, notFound } from '../http/httpError'
import {
  createDashboardCategoriesRepository,
  type DashboardCategoriesRepository,
  type StoredDashboardCategory,
} from '../repositories/dashboardCategoriesRepository'
import { createDashboardsRepository } from '../repositories/dashboardsRepository'

export interface DashboardCategoryRoutesOptions {
  db: Kysely<Database>
  writes: IdempotentWrites
  clock: () => number
}

const idParamsSchema = z.object({ id: z.string().min(1).max(200) })

/**
 * The user's dashboard categories (app.md section 7, /v1/dashboards/categories). Categories are
 * private: another user's is answered as missing. "uncategorized" is always there and is not
 * the user's to rename or delete. Versioned and idempotent like the dashboards.
 */
export async function dashboardCategoryRoutes(
  app: FastifyInstance,
  { db, writes, clock }: DashboardCategoryRoutesOptions,
): Promise<void> {
  const categoryId = (request: FastifyRequest) => {
    const { id } = idParamsSchema.parse(request.params)
    if (id.toLowerCase() === uncategorized) {
      throw forbidden('The uncategorized category cannot be renamed or deleted')
    }
    return id
  }

  app.get('/v1/dashboards/categories', async (request, reply) => {
    const user = requireUser(request)
    void reply.header('cache-control', 'private, no-store')
    const categories = createDashboardCategoriesRepository(db)
    const list: DashboardCategoryList = {
      data: [
        uncategorizedDocument(await categories.uncategorizedItems(user.uuid)),
        ...(await categories.listByOwner(user.uuid)).map(categoryDocument),
      ],
    }
    return list
  })

  // POST /create as app.md section 7 writes it; POST on the collection as /v1/udm/categories.
  const create = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(request)
    const { name } = parseBody(dashboardCategoryInputSchema, request.body)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const categories = createDashboardCategoriesRepository(trx)
      if ((await categories.countByOwner(user.uuid)) >= dashboardLimits.maxCategoriesPerUser) {
        throw conflict(
          `An account keeps at most ${dashboardLimits.maxCategoriesPerUser} dashboard categories`,
        )
      }
      if (await categories.nameTaken(user.uuid, name)) throw nameTaken()
      const category = await categories.create(user.uuid, name, clock())
      return {
        status: 201,
        headers: etagHeader(category.version),
        body: categoryDocument(category),
      }
    })
  }
  app.post('/v1/dashboards/categories/create', create)
  app.post('/v1/dashboards/categories', create)

  app.put('/v1/dashboards/categories/:id', async (request, reply) => {
    const user = requireUser(request)
    const id = categoryId(request)
    const { name } = parseBody(dashboardCategoryInputSchema, request.body)
    const condition = requireIfMatch(request)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const categories = createDashboardCategoriesRepository(trx)
      const current = await ownCategory(categories, id, user.uuid)
      assertVersion(condition, current.version, 'category')
      if (await categories.nameTaken(user.uuid, name, current.uuid)) throw nameTaken()
      const renamed = await categories.rename(current, name, clock())
      if (renamed === undefined) throw await lostRace(categories, current)
      return { status: 200, headers: etagHeader(renamed.version), body: categoryDocument(renamed) }
    })
  })

  // Its dashboards are kept: they move to uncategorized, each as a new version of the dashboard.
  app.delete('/v1/dashboards/categories/:id', async (request, reply) => {
    const user = requireUser(request)
    const id = categoryId(request)
    const condition = requireIfMatch(request)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const categories = createDashboardCategoriesRepository(trx)
      const current = await ownCategory(categories, id, user.uuid)
      assertVersion(condition, current.version, 'category')
      await createDashboardsRepository(trx).uncategorize(user.uuid, current.uuid, clock())
      if (!(await categories.delete(current.uuid, current.version))) {
        throw await lostRace(categories, current)
      }
      return { status: 204, headers: {} }
    })
  })
}

const nameTaken = () => conflict('You already have a dashboard category with this name')

async function ownCategory(
  categories: DashboardCategoriesRepository,
  id: string,
  ownerUuid: string,
): Promise<StoredDashboardCategory> {
  const category = isUuid(id) ? await categories.findOwned(ownerUuid, id.toLowerCase()) : undefined
  if (category === undefined) throw notFound('Category not found')
  return category
}

async function lostRace(categories: DashboardCategoriesRepository, read: StoredDashboardCategory) {
  const now = await categories.findOwned(read.ownerUuid, read.uuid)
  return now === undefined ? notFound('Category not found') : staleVersion(now.version, 'category')
}
