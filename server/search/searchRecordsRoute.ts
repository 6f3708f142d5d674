import type { FastifyInstance } from 'fastify'
import type { SearchRecords } from '@/core/api/search'
import { userPlan } from '@/core/userPlan'
import { contentHash, matchesIfNoneMatch } from '../metrics/etag'
import { parseFilters, type FilterableRecord } from './protocol/filterExpression'
import { viewerFilters } from './protocol/searchKeys'
import type { SearchEngine } from './searchEngine'
import { searchRouteSchemas as schemas } from '../routeSchemas/searchSchemas'

/*
 * GET /v1/search/records (docs/search.md, "Offline search"): the records the caller may find,
 * for the app's offline copy. Visibility is the caller's search key's own filter (public records,
 * plus the session user's own; advanced users without tier 3), applied by the same filter code
 * the protocol routes use, so the copy never holds what a search would not answer.
 */
export async function searchRecordsRoutes(
  app: FastifyInstance,
  { engine }: { engine: SearchEngine },
): Promise<void> {
  app.get('/v1/search/records', { schema: schemas.records }, async (request, reply) => {
    const user = request.user
    const filters = viewerFilters(
      user === null ? null : { uuid: user.uuid, plan: userPlan(user.products) },
    )
    const visible = parseFilters(filters)
    const keep = (record: object) =>
      visible === undefined || visible(record as unknown as FilterableRecord)
    const records: SearchRecords = {
      items: engine.items.all().filter(keep),
      assets: engine.assets.all().filter(keep),
    }
    const body = JSON.stringify(records)
    const hash = contentHash(Buffer.from(body))
    // Per user, and revalidated on every use: the copy must follow renames and deletions.
    void reply.header('Cache-Control', 'private, no-cache')
    void reply.header('Vary', 'Cookie, Accept-Encoding')
    // Weak: the body leaves gzip- or brotli-compressed or plain (@fastify/compress, after this),
    // and a strong tag must name one sequence of bytes. The same records in any coding share
    // this tag; If-None-Match compares weakly, so a copy revalidates whichever coding it came in.
    void reply.header('ETag', `W/"${hash}"`)
    if (matchesIfNoneMatch(request.headers['if-none-match'], hash)) {
      return reply.code(304).send()
    }
    return reply.type('application/json; charset=utf-8').send(body)
  })
}
