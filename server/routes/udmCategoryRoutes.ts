import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { isUuid } from '@/core/identifiers'
import { categoryInputSchema, udmLimits, type UdmCategoryList } from '@/core/api/udm'
import { requireUser } from '../auth/sessions'
import type { Database } from '../db/schema'
import type { IdempotentWrites } from '../documents/idempotency'
import { assertVersion, etagHeader, requireIfMatch, staleVersion } from '../documents/versioning'
import { conflict, notFound } from '../http/httpError'
import {
  createUdmCategoriesRepository,
  type StoredCategory,
  type UdmCategoriesRepository,
} from '../repositories/udmCategoriesRepository'
import { createUdmChartsRepository } from '../repositories/udmChartsRepository'
import { categoryDocument } from '../udm/chartDocuments'

export interface UdmCategoryRoutesOptions {
  db: Kysely<Database>
  writes: IdempotentWrites
  clock: () => number
}

const idParamsSchema = z.object({ id: z.string().min(1).max(200) })

/**
 * The user's chart categories (app.md section 7, /v1/udm/categories). Categories are private:
 * another user's is answered as missing. Versioned and idempotent like the charts.
 */
export async function udmCategoryRoutes(
  app: FastifyInstance,
  { db, writes, clock }: UdmCategoryRoutesOptions,
): Promise<void> {
  const categoryId = (request: FastifyRequest) => idParamsSchema.parse(request.params).id

  app.get('/v1/udm/categories', async (request, reply) => {
    const user = requireUser(request)
    void reply.header('cache-control', 'private, no-store')
    const categories = await createUdmCategoriesRepository(db).listByOwner(user.uuid)
    const list: UdmCategoryList = { data: categories.map(categoryDocument) }
    return list
  })

  app.post('/v1/udm/categories', async (request, reply) => {
    const user = requireUser(request)
    const { name } = categoryInputSchema.parse(request.body)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const categories = createUdmCategoriesRepository(trx)
      if ((await categories.countByOwner(user.uuid)) >= udmLimits.maxCategoriesPerUser) {
        throw conflict(`An account keeps at most ${udmLimits.maxCategoriesPerUser} categories`)
      }
      if (await categories.nameTaken(user.uuid, name)) throw nameTaken()
      const category = await categories.create(user.uuid, name, clock())
      return {
        status: 201,
        headers: etagHeader(category.version),
        body: categoryDocument(category),
      }
    })
  })

  app.put('/v1/udm/categories/:id', async (request, reply) => {
    const user = requireUser(request)
    const id = categoryId(request)
    const { name } = categoryInputSchema.parse(request.body)
    const condition = requireIfMatch(request)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const categories = createUdmCategoriesRepository(trx)
      const current = await ownCategory(categories, id, user.uuid)
      assertVersion(condition, current.version, 'category')
      if (await categories.nameTaken(user.uuid, name, current.uuid)) throw nameTaken()
      const renamed = await categories.rename(current, name, clock())
      if (renamed === undefined) throw await lostRace(categories, current)
      return { status: 200, headers: etagHeader(renamed.version), body: categoryDocument(renamed) }
    })
  })

  // Its charts are kept: they move to uncategorized, each as a new version of the chart.
  app.delete('/v1/udm/categories/:id', async (request, reply) => {
    const user = requireUser(request)
    const id = categoryId(request)
    const condition = requireIfMatch(request)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const categories = createUdmCategoriesRepository(trx)
      const current = await ownCategory(categories, id, user.uuid)
      assertVersion(condition, current.version, 'category')
      await createUdmChartsRepository(trx).uncategorize(user.uuid, current.uuid, clock())
      if (!(await categories.delete(current.uuid, current.version))) {
        throw await lostRace(categories, current)
      }
      return { status: 204, headers: {} }
    })
  })
}

const nameTaken = () => conflict('You already have a category with this name')

async function ownCategory(
  categories: UdmCategoriesRepository,
  id: string,
  ownerUuid: string,
): Promise<StoredCategory> {
  const category = isUuid(id) ? await categories.findOwned(ownerUuid, id.toLowerCase()) : undefined
  if (category === undefined) throw notFound('Category not found')
  return category
}

async function lostRace(categories: UdmCategoriesRepository, read: StoredCategory) {
  const now = await categories.findOwned(read.ownerUuid, read.uuid)
  return now === undefined ? notFound('Category not found') : staleVersion(now.version, 'category')
}
