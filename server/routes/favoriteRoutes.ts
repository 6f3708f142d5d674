import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import {
  favoriteIdSchema,
  favoriteLimits,
  favoriteSchema,
  removeFavorite,
  replaceFavoritesRequestSchema,
  upsertFavorite,
  type Favorite,
  type FavoriteList,
} from '@/core/api/favorites'
import { requireUser } from '../auth/sessions'
import { objectBody, parseBody } from '../dashboards/parseBody'
import type { Database } from '../db/schema'
import type { IdempotentWrites } from '../documents/idempotency'
import {
  assertVersion,
  etagHeader,
  readIfMatch,
  requireIfMatch,
  sendNotModified,
  staleVersion,
} from '../documents/versioning'
import { badRequest, conflict } from '../http/httpError'
import { createFavoritesRepository } from '../repositories/favoritesRepository'
import { favoriteRouteSchemas as schemas } from '../routeSchemas/documentSchemas'

export interface FavoriteRoutesOptions {
  db: Kysely<Database>
  writes: IdempotentWrites
  clock: () => number
}

const what = 'favourites list'
/** Per-favourite writes retry a lost compare-and-set this often before giving up with 412. */
const maxAttempts = 5

/**
 * The user's favourites (app.md sections 4 and 7, /v1/user/favorites; docs/api.md,
 * "Favourites"): one versioned list. PUT of the whole list names the version it was made on;
 * adding or removing one favourite applies to whatever the list is now, so a second device's
 * change is never erased. The /v1/user/ prefix is refused cross-site even without a cookie.
 */
export async function favoriteRoutes(
  app: FastifyInstance,
  { db, writes, clock }: FavoriteRoutesOptions,
): Promise<void> {
  const favoriteId = (request: FastifyRequest) => {
    const { id } = z.object({ id: z.string() }).parse(request.params)
    const parsed = favoriteIdSchema.safeParse(id)
    if (!parsed.success) throw badRequest(`id: ${parsed.error.issues[0]?.message ?? 'Invalid'}`)
    return parsed.data
  }
  const listBody = (favorites: Favorite[], version: number): FavoriteList => ({
    data: favorites,
    version,
  })

  app.get('/v1/user/favorites', { schema: schemas.list }, async (request, reply) => {
    const user = requireUser(request)
    void reply.header('cache-control', 'private, no-store')
    const stored = await createFavoritesRepository(db).read(user.uuid)
    if (sendNotModified(request, reply, stored.version)) return reply
    return listBody(stored.favorites, stored.version)
  })

  // The whole list, as the app held it: refused with 412 when the list moved on meanwhile.
  app.put('/v1/user/favorites', { schema: schemas.replace }, async (request, reply) => {
    const user = requireUser(request)
    const favorites = parseBody(replaceFavoritesRequestSchema, request.body)
    const condition = requireIfMatch(request)
    return writes.send(request, reply, user.uuid, async (trx) => {
      const repository = createFavoritesRepository(trx)
      const current = await repository.read(user.uuid)
      assertVersion(condition, current.version, what)
      const version = await repository.write(user.uuid, favorites, current.version, clock())
      if (version === undefined)
        throw staleVersion((await repository.read(user.uuid)).version, what)
      return { status: 200, headers: etagHeader(version), body: listBody(favorites, version) }
    })
  })

  /**
   * One change against the current list, retried when another write lands between the read and
   * the write. An If-Match, if sent, still holds the change to that version.
   */
  const change = (
    request: FastifyRequest,
    userUuid: string,
    apply: (list: Favorite[]) => Favorite[],
  ) => {
    const condition = readIfMatch(request)
    return async (trx: Kysely<Database>) => {
      const repository = createFavoritesRepository(trx)
      for (let attempt = 1; ; attempt += 1) {
        const current = await repository.read(userUuid)
        if (condition !== undefined) assertVersion(condition, current.version, what)
        const next = apply(current.favorites)
        if (JSON.stringify(next) === JSON.stringify(current.favorites)) return current
        if (next.length > favoriteLimits.maxFavorites) {
          throw conflict(`A list holds at most ${favoriteLimits.maxFavorites} favourites`)
        }
        const version = await repository.write(userUuid, next, current.version, clock())
        if (version !== undefined) return { favorites: next, version }
        if (attempt >= maxAttempts) {
          throw staleVersion((await repository.read(userUuid)).version, what)
        }
      }
    }
  }

  // Add or replace one favourite (the entry with its id, or the one pointing at the same metric
  // or dashboard); putting the same favourite again changes nothing.
  app.put('/v1/user/favorites/:id', { schema: schemas.put }, async (request, reply) => {
    const user = requireUser(request)
    const id = favoriteId(request)
    const body = objectBody(request.body)
    if ('id' in body && body.id !== id) throw badRequest('id: Must be the id of the address')
    const favorite = parseBody(favoriteSchema, { ...body, id })
    const apply = change(request, user.uuid, (list) => upsertFavorite(list, favorite))
    return writes.send(request, reply, user.uuid, async (trx) => {
      const { favorites, version } = await apply(trx)
      return { status: 200, headers: etagHeader(version), body: listBody(favorites, version) }
    })
  })

  // Removing a favourite that is not there is done already: 204 all the same.
  app.delete('/v1/user/favorites/:id', { schema: schemas.remove }, async (request, reply) => {
    const user = requireUser(request)
    const id = favoriteId(request)
    const apply = change(request, user.uuid, (list) => removeFavorite(list, id))
    return writes.send(request, reply, user.uuid, async (trx) => {
      const { version } = await apply(trx)
      return { status: 204, headers: etagHeader(version) }
    })
  })
}
