import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { SearchClientConfig } from '@/core/api/search'
import type { Plan } from '@/core/plans'
import type { Config } from '../../config'
import type { Database } from '../../db/schema'
import { scheduleHousekeeping } from '../../auth/housekeeping'
import {
  createSearchEventCountsRepository,
  utcDay,
} from '../../repositories/searchEventCountsRepository'
import { createRateLimitCountersRepository } from '../../repositories/rateLimitCountersRepository'
import { createSettingsRepository } from '../../repositories/settingsRepository'
import { algoliaSearchHost } from '../algolia/algoliaHosts'
import type { SearchEngine } from '../searchEngine'
import { generateSecuredKey } from './securedKeys'
import { loadSearchKeys, publicFilters, userSecuredKey } from './searchKeys'
import { createSearchRateLimiter } from './searchRateLimit'
import { searchRoutes } from './searchRoutes'

const eventCountsKeptMs = 90 * 24 * 60 * 60 * 1000

export interface RegisteredSearch {
  /**
   * GET /v1/client-config `search`: our own origin (host null) and the public key, or Algolia's
   * host and a secured key of public records.
   */
  clientConfig: SearchClientConfig
  /** `searchAPIKey` of GET /v1/user/info: a secured key valid for a day. */
  keyForUser(user: { uuid: string; plan: Plan }): string
}

/**
 * The embedded search service: loads (or creates) its keys, then registers the Algolia-protocol
 * routes over `engine`. Returns what client config and user info hand out.
 */
export async function registerSearch(
  app: FastifyInstance,
  config: Pick<Config, 'search' | 'searchRateLimitFactor'>,
  options: { db: Kysely<Database>; engine: SearchEngine; clock: () => number },
): Promise<RegisteredSearch> {
  const { appId, itemsIndex, assetsIndex, algolia } = config.search
  const indexNames = [itemsIndex, assetsIndex]
  if (algolia !== undefined) {
    // Real Algolia answers the searches: no /1 routes here. Every key handed out is secured
    // from ALGOLIA_SEARCH_KEY, the guests' one too (public records only): the search key itself
    // sees every record and is never handed out.
    const guestKey = generateSecuredKey(algolia.searchKey, {
      filters: publicFilters,
      restrictIndices: indexNames,
    })
    return {
      clientConfig: {
        appId: algolia.appId,
        apiKey: guestKey,
        itemsIndex,
        assetsIndex,
        host: algoliaSearchHost(algolia.appId),
      },
      keyForUser: (user) => userSecuredKey(algolia.searchKey, indexNames, user, options.clock()),
    }
  }
  const keys = await loadSearchKeys(createSettingsRepository(options.db), indexNames)
  const eventCounts = createSearchEventCountsRepository(options.db)
  // Click and conversion counts are kept for 90 days.
  scheduleHousekeeping(
    app,
    [(now) => eventCounts.deleteBefore(utcDay(now - eventCountsKeptMs))],
    options.clock,
  )
  await app.register(searchRoutes, {
    config: config.search,
    engine: options.engine,
    keys,
    eventCounts,
    // Expired counters are dropped by the accounts' housekeeping, which shares the table.
    limiter: createSearchRateLimiter(
      createRateLimitCountersRepository(options.db),
      options.clock,
      config.searchRateLimitFactor,
    ),
    clock: options.clock,
  })
  return {
    clientConfig: { appId, apiKey: keys.searchKey, itemsIndex, assetsIndex, host: null },
    keyForUser: (user) => keys.keyForUser(user, options.clock()),
  }
}
