import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { isUuid } from '@/core/identifiers'
import { requireUser } from '../auth/sessions'
import type { Database } from '../db/schema'
import type { IdempotentWrites } from '../documents/idempotency'
import {
  changeVersioned,
  routeId,
  versionedAnswer,
  type DocumentKind,
} from '../documents/versionedChange'
import { requireIfMatch } from '../documents/versioning'
import { conflict } from '../http/httpError'
import type { CategoriesRepository, CategoryRecord } from '../repositories/categoriesRepository'
import type { CategoryRouteSchemas } from '../routeSchemas/documentSchemas'

export interface CategoryRoutesOptions {
  db: Kysely<Database>
  writes: IdempotentWrites
  clock: () => number
}

/** What the categories of one document API differ in. */
export interface CategoryApi<C extends object, Document> {
  /** The collection, e.g. /v1/udm/categories; a category is at `${path}/:id`. */
  path: string
  /** The paths a category is created at. */
  createPaths: readonly string[]
  categories: (db: Kysely<Database>) => CategoriesRepository<C>
  /** Moves a deleted category's documents to uncategorized. */
  uncategorize: (
    db: Kysely<Database>,
    ownerUuid: string,
    categoryUuid: string,
    now: number,
  ) => Promise<unknown>
  /** The request body of a create or rename, checked by the API's own contract. */
  parseInput: (body: unknown) => { name: string }
  toDocument: (category: CategoryRecord & C) => Document
  /** The default category listed first, when the API has one. */
  uncategorized?: (items: string[]) => Document
  /** Throws for an id the user may not rename or delete. */
  refuseId?: (id: string) => void
  maxPerUser: number
  /** The routes' declared schemas (routeSchemas/documentSchemas.ts). */
  schemas: CategoryRouteSchemas
  tooMany: string
  nameTaken: string
}

const categoryKind: DocumentKind = { what: 'category', notFound: 'Category not found' }

/**
 * A document API's categories: private (another user's is answered as missing), versioned and
 * idempotent like its documents. Deleting one keeps its documents: they move to uncategorized,
 * each as a new version.
 */
export function registerCategoryRoutes<C extends object, Document>(
  app: FastifyInstance,
  { db, writes, clock }: CategoryRoutesOptions,
  api: CategoryApi<C, Document>,
): void {
  const categoryId = (request: FastifyRequest) => {
    const id = routeId(request)
    api.refuseId?.(id)
    return id
  }
  const ownCategory = (categories: CategoriesRepository<C>, ownerUuid: string, id: string) => () =>
    isUuid(id) ? categories.findOwned(ownerUuid, id.toLowerCase()) : Promise.resolve(undefined)

  app.get(api.path, { schema: api.schemas.list }, async (request, reply) => {
    const user = requireUser(request)
    void reply.header('cache-control', 'private, no-store')
    const categories = api.categories(db)
    const leading =
      api.uncategorized === undefined
        ? []
        : [api.uncategorized(await categories.uncategorizedItems(user.uuid))]
    const listed = (await categories.listByOwner(user.uuid)).map(api.toDocument)
    return { data: [...leading, ...listed] }
  })

  const create = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(request)
    const { name } = api.parseInput(request.body)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const categories = api.categories(trx)
      if ((await categories.countByOwner(user.uuid)) >= api.maxPerUser) {
        throw conflict(api.tooMany)
      }
      if (await categories.nameTaken(user.uuid, name)) throw conflict(api.nameTaken)
      const category = await categories.create(user.uuid, name, clock())
      return versionedAnswer(201, category.version, api.toDocument(category))
    })
  }
  for (const path of api.createPaths) app.post(path, { schema: api.schemas.create }, create)

  app.put(`${api.path}/:id`, { schema: api.schemas.rename }, async (request, reply) => {
    const user = requireUser(request)
    const id = categoryId(request)
    const { name } = api.parseInput(request.body)
    const condition = requireIfMatch(request)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const categories = api.categories(trx)
      const renamed = await changeVersioned(
        categoryKind,
        condition,
        ownCategory(categories, user.uuid, id),
        async (current) => {
          if (await categories.nameTaken(user.uuid, name, current.uuid)) {
            throw conflict(api.nameTaken)
          }
          return categories.rename(current, name, clock())
        },
      )
      return versionedAnswer(200, renamed.version, api.toDocument(renamed))
    })
  })

  app.delete(`${api.path}/:id`, { schema: api.schemas.remove }, async (request, reply) => {
    const user = requireUser(request)
    const id = categoryId(request)
    const condition = requireIfMatch(request)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const categories = api.categories(trx)
      await changeVersioned(
        categoryKind,
        condition,
        ownCategory(categories, user.uuid, id),
        async (current) => {
          await api.uncategorize(trx, user.uuid, current.uuid, clock())
          return (await categories.delete(current.uuid, current.version)) || undefined
        },
      )
      return { status: 204, headers: {} }
    })
  })
}
