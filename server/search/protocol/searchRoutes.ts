import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { SearchConfig } from '../../config'
import { HttpError } from '../../http/httpError'
import { parseJsonBody } from '../../http/jsonBody'
import {
  utcDay,
  type SearchEventCount,
  type SearchEventCountsRepository,
} from '../../repositories/searchEventCountsRepository'
import type { SearchEngine } from '../searchEngine'
import { FilterSyntaxError } from './filterExpression'
import { insightsEventsSchema } from './insightsEvents'
import { maxHitsPerRequest, multiQueryRequests } from './multiQueryBody'
import { AlgoliaError } from './algoliaError'
import { createKeyAccess, type KeyAccess } from './keyAccess'
import { jsonContentType, multiQueryJson, searchResponseJson } from './responseJson'
import { runQuery, retrieve, type QueryTarget } from './runQuery'
import type { SearchKeys } from './searchKeys'
import { readSearchParams } from './searchParams'
import type { SearchRateLimiter } from './searchRateLimit'
import { searchRouteSchemas as schemas } from '../../routeSchemas/searchSchemas'

/*
 * The Algolia REST subset on the app's own origin (docs/search.md, "Protocol"): multi-queries,
 * single-index queries, one record by objectID, and Insights events. Keys only, never cookies
 * (the session hook skips these paths); errors in Algolia's shape `{ message, status }`.
 */

export interface SearchRoutesOptions {
  config: SearchConfig
  engine: SearchEngine
  keys: SearchKeys
  /** Where clicks and conversions are counted (per day, index and record). */
  eventCounts: SearchEventCountsRepository
  /** Every request with a valid key is counted, per key and client address. */
  limiter: SearchRateLimiter
  clock: () => number
}

const invalidCredentials = () => new AlgoliaError(403, 'Invalid Application-ID or API key')

export async function searchRoutes(
  app: FastifyInstance,
  { config, engine, keys, eventCounts, limiter, clock }: SearchRoutesOptions,
): Promise<void> {
  const targets = new Map<string, QueryTarget>([
    [
      config.itemsIndex,
      {
        indexName: config.itemsIndex,
        index: engine.items,
        highlightedByDefault: ['name', 'description', 'category', 'metricCode', 'assets'],
      },
    ],
    [
      config.assetsIndex,
      {
        indexName: config.assetsIndex,
        index: engine.assets,
        highlightedByDefault: ['symbol', 'name', 'tags'],
      },
    ],
  ])
  const accessOf = new WeakMap<FastifyRequest, KeyAccess>()
  const keyAccess = createKeyAccess(keys)

  // Browsers send the JSON as text/plain (no preflight), older clients as form-urlencoded:
  // every body here is JSON whatever its type, with the app's depth bound.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body)
    if (text.trim() === '') {
      done(null, {})
      return
    }
    try {
      done(null, parseJsonBody(text))
    } catch (error) {
      done(error instanceof HttpError ? error : new AlgoliaError(400, 'Invalid JSON'), undefined)
    }
  })

  app.setErrorHandler((error, request, reply) => sendError(error, request, reply))

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('cache-control', 'no-store')
    const appId = credential(request, 'x-algolia-application-id')
    const apiKey = credential(request, 'x-algolia-api-key')
    if (appId !== config.appId || apiKey === undefined) throw invalidCredentials()
    const checked = keyAccess.check(apiKey, clock())
    if (!checked.ok) {
      throw checked.reason === 'expired'
        ? new AlgoliaError(403, 'The API key has expired')
        : invalidCredentials()
    }
    // Counted before the body is read: a client over the limit costs one counter update.
    const wait = await limiter.take(checked.access.limitSubject, request.ip)
    if (wait > 0) {
      throw new AlgoliaError(429, `Too many requests, retry in ${wait} s`, {
        'retry-after': String(wait),
      })
    }
    accessOf.set(request, checked.access)
  })

  const targetFor = (request: FastifyRequest, indexName: unknown): QueryTarget => {
    const access = requireAccess(accessOf, request)
    if (typeof indexName !== 'string' || indexName === '') {
      throw new AlgoliaError(400, 'indexName is required')
    }
    if (access.restrictIndices !== undefined && !access.restrictIndices.includes(indexName)) {
      throw new AlgoliaError(403, 'Index not allowed with this API key')
    }
    const target = targets.get(indexName)
    if (target === undefined) throw new AlgoliaError(404, 'Index does not exist')
    return target
  }

  app.post<{ Params: { indexName: string } }>(
    '/1/indexes/:indexName/queries',
    { schema: schemas.multiQuery },
    async (request, reply) => {
      if (request.params.indexName !== '*') throw new AlgoliaError(404, 'Not found')
      const requests = multiQueryRequests(request.body)
      const access = requireAccess(accessOf, request)
      const queries = requests.map((entry) => {
        if (entry.type === 'facet') {
          throw new AlgoliaError(400, 'Facet value searches are not supported')
        }
        return { target: targetFor(request, entry.indexName), params: readSearchParams(entry) }
      })
      // Each query's page is capped, and so is their sum: 50 pages of 1,000 hits were one 3 KB
      // request answered with 14 MB after most of a second of CPU.
      const hits = queries.reduce((sum, query) => sum + query.params.hitsPerPage, 0)
      if (hits > maxHitsPerRequest) {
        throw new AlgoliaError(
          400,
          `The queries of one request may ask for at most ${maxHitsPerRequest} hits in all (hitsPerPage adds up to ${hits})`,
        )
      }
      // `stopIfEnoughMatches` is accepted; every query is cheap enough to run.
      const results = queries.map(({ target, params }) => runQuery(target, params, access))
      // Written by hand (responseJson.ts), so Fastify's serializer and its check of the answer
      // against the declared schema are skipped: responseJson.test.ts checks the shape instead.
      return reply.type(jsonContentType).send(multiQueryJson(results))
    },
  )

  app.post<{ Params: { indexName: string } }>(
    '/1/indexes/:indexName/query',
    { schema: schemas.query },
    async (request, reply) => {
      const target = targetFor(request, request.params.indexName)
      const body = request.body ?? {}
      if (typeof body !== 'object' || Array.isArray(body)) {
        throw new AlgoliaError(400, 'The body must be a JSON object')
      }
      const response = runQuery(
        target,
        readSearchParams(body as Record<string, unknown>),
        requireAccess(accessOf, request),
      )
      return reply.type(jsonContentType).send(searchResponseJson(response))
    },
  )

  app.get<{ Params: { indexName: string; objectID: string }; Querystring: unknown }>(
    '/1/indexes/:indexName/:objectID',
    { schema: schemas.getObject },
    async (request) => {
      const target = targetFor(request, request.params.indexName)
      const record = target.index.get(request.params.objectID)
      // A record the key may not see does not exist for it.
      if (record === undefined || !requireAccess(accessOf, request).keyFilter(record)) {
        throw new AlgoliaError(404, 'ObjectID does not exist')
      }
      const query = (request.query ?? {}) as Record<string, unknown>
      const attributes = readSearchParams({
        attributesToRetrieve: query.attributesToRetrieve,
      }).attributesToRetrieve
      return retrieve(record, attributes)
    },
  )

  app.post('/1/events', { schema: schemas.events }, async (request) => {
    const parsed = insightsEventsSchema.safeParse(request.body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue?.path.join('.') ?? 'events'
      throw new AlgoliaError(422, `${where}: ${issue?.message ?? 'invalid'}`)
    }
    const { keyFilter } = requireAccess(accessOf, request)
    const counts: Record<string, number> = {}
    const perRecord = new Map<string, SearchEventCount>()
    const day = utcDay(clock())
    for (const event of parsed.data.events) {
      const target = targets.get(event.index)
      if (target === undefined) throw new AlgoliaError(422, `Index ${event.index} does not exist`)
      counts[event.eventType] = (counts[event.eventType] ?? 0) + 1
      if (event.eventType === 'view') continue
      // Only records the key can see are counted: a key cannot grow the table with made-up ids.
      for (const objectID of new Set(event.objectIDs ?? [])) {
        const record = target.index.get(objectID)
        if (record === undefined || !keyFilter(record)) continue
        const key = JSON.stringify([event.index, event.eventType, objectID])
        const entry = perRecord.get(key)
        if (entry === undefined) {
          perRecord.set(key, {
            day,
            indexName: event.index,
            eventType: event.eventType,
            objectID,
            count: 1,
          })
        } else {
          entry.count += 1
        }
      }
    }
    await eventCounts.add([...perRecord.values()])
    // Counts only: user tokens and object ids stay out of the log.
    request.log.info({ insightsEvents: counts }, 'search insights events')
    return { status: 200, message: 'OK' }
  })
}

function requireAccess(
  accessOf: WeakMap<FastifyRequest, KeyAccess>,
  request: FastifyRequest,
): KeyAccess {
  const access = accessOf.get(request)
  if (access === undefined) throw invalidCredentials()
  return access
}

/** A credential from its header, else the query parameter of the same name (browser builds). */
function credential(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name]
  if (typeof header === 'string' && header !== '') return header
  const query = request.query as Record<string, unknown> | undefined
  const value = query?.[name]
  return typeof value === 'string' && value !== '' ? value : undefined
}

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const answer = (status: number, message: string) =>
    void reply.code(status).send({ message, status })
  if (error instanceof AlgoliaError) {
    void reply.headers(error.headers)
    return answer(error.status, error.message)
  }
  if (error instanceof FilterSyntaxError) return answer(400, error.message)
  if (error instanceof HttpError) return answer(error.status, error.message)
  const status = (error as { statusCode?: unknown }).statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return answer(status, error instanceof Error ? error.message : 'Bad request')
  }
  request.log.error({ err: error }, 'Unhandled error in the search service')
  return answer(500, 'Internal Server Error')
}
