import { queryOptions } from '@tanstack/react-query'
import type { SearchForHits } from 'algoliasearch/lite'
import type { z } from 'zod'
import {
  assetSearchHits,
  itemSearchHits,
  type SearchClientConfig,
  type SearchItemType,
} from '@/core/api/search'
import { reportError } from '@/lib/errors/errorReporting'
import { guestOwner } from './offlineRecordsStore'
import { isNetworkFailure, searchOffline } from './offlineSearchClient'
import type { SearchSetup } from './searchClient'
import {
  assetHitSchema,
  itemHitSchema,
  placed,
  type AssetHit,
  type HighlightedRecord,
  type ItemHit,
  type Placed,
} from './searchHits'

/** The overlay's tabs (app.md section 2): everything, charts (metrics and saved workbenches), dashboards. */
export const searchTabs = ['all', 'charts', 'dashboards'] as const
export type SearchTab = (typeof searchTabs)[number]

/**
 * Each tab's filter on the items index's `type` facet. A saved workbench is a chart (it opens at
 * /charts/{uuid}), so the Charts tab holds both (a nested list is an OR).
 */
export const tabFacetFilters: Record<SearchTab, string[] | string[][] | undefined> = {
  all: undefined,
  charts: [['type:chart', 'type:workbench']],
  dashboards: ['type:dashboard'],
}

/** The same filters for offline search, which reads the records' types directly. */
const tabTypes: Record<SearchTab, SearchItemType[] | undefined> = {
  all: undefined,
  charts: ['chart', 'workbench'],
  dashboards: ['dashboard'],
}

/** Search analytics (and so click analytics) only above 2 characters (app.md section 5). */
export function countsForAnalytics(term: string): boolean {
  return term.trim().length > 2
}

/**
 * The multi-query for a term (app.md section 7): assets (20, only for a non-blank term) and
 * items (50, filtered by the tab's types), one request.
 */
export function searchRequests(
  config: SearchClientConfig,
  term: string,
  tab: SearchTab,
): SearchForHits[] {
  const query = term.trim()
  const analytics = countsForAnalytics(query)
  const common = { query, analytics, clickAnalytics: analytics, attributesToHighlight: ['name'] }
  const facetFilters = tabFacetFilters[tab]
  const items: SearchForHits = {
    indexName: config.itemsIndex,
    ...common,
    hitsPerPage: itemSearchHits,
    ...(facetFilters ? { facetFilters } : {}),
  }
  if (!query) return [items]
  return [{ indexName: config.assetsIndex, ...common, hitsPerPage: assetSearchHits }, items]
}

export interface SearchAnswer<T> {
  index: string
  hits: T[]
  /** All matches, of which at most `hitsPerPage` are in `hits`. */
  nbHits: number
  /** Present when the query asked for click analytics (Insights events name it). */
  queryID: string | null
}

export interface SearchResults {
  term: string
  tab: SearchTab
  assets: SearchAnswer<AssetHit>
  items: SearchAnswer<ItemHit>
  /** Answered from this browser's last copy of the records, without the network. */
  offline?: true
}

/** Thrown when a search is asked for before the client has its configuration and key (app.md section 7). */
export class SearchNotInitialisedError extends Error {
  constructor() {
    super('The search client is not initialised')
    this.name = 'SearchNotInitialisedError'
  }
}

interface RawAnswer {
  index?: string | undefined
  hits: unknown[]
  nbHits?: number | undefined
  page?: number | undefined
  hitsPerPage?: number | undefined
  queryID?: string | undefined
}

/**
 * Validates one index's answer hit by hit: a record the app cannot read is left out and
 * reported, rather than costing the user the other results.
 */
function readAnswer<R extends HighlightedRecord>(
  raw: RawAnswer | undefined,
  index: string,
  schema: z.ZodType<R>,
): SearchAnswer<Placed<R>> {
  if (!raw) return { index, hits: [], nbHits: 0, queryID: null }
  const offset = (raw.page ?? 0) * (raw.hitsPerPage ?? raw.hits.length)
  const hits: Placed<R>[] = []
  raw.hits.forEach((hit, i) => {
    const parsed = schema.safeParse(hit)
    if (parsed.success) hits.push(placed(parsed.data, offset + i + 1))
    else reportError(parsed.error, { index, objectID: (hit as { objectID?: unknown }).objectID })
  })
  return { index, hits, nbHits: raw.nbHits ?? hits.length, queryID: raw.queryID ?? null }
}

/**
 * A search through the service; without a network (the browser is offline, or no host
 * answered) from the last copy of the records this browser synced, if there is one, marked
 * `offline`. A server error is not a reason: it is reported as it is.
 */
export async function runSearch(
  setup: SearchSetup | null,
  term: string,
  tab: SearchTab,
): Promise<SearchResults> {
  if (!setup) throw new SearchNotInitialisedError()
  if (!navigator.onLine) {
    const offline = await runOfflineSearch(setup, term, tab)
    if (offline) return offline
  }
  try {
    return await runOnlineSearch(setup, term, tab)
  } catch (error) {
    if (!isNetworkFailure(error)) throw error
    const offline = await runOfflineSearch(setup, term, tab).catch(() => null)
    if (offline) return offline
    throw error
  }
}

async function runOfflineSearch(
  setup: SearchSetup,
  term: string,
  tab: SearchTab,
): Promise<SearchResults | null> {
  const { config } = setup
  const answer = await searchOffline(setup.owner ?? guestOwner, term.trim(), tabTypes[tab])
  if (!answer) return null
  return {
    term: term.trim(),
    tab,
    assets: readAnswer(answer.assets ?? undefined, config.assetsIndex, assetHitSchema),
    items: readAnswer(answer.items, config.itemsIndex, itemHitSchema),
    offline: true,
  }
}

async function runOnlineSearch(
  setup: SearchSetup,
  term: string,
  tab: SearchTab,
): Promise<SearchResults> {
  const { config, client } = setup
  const requests = searchRequests(config, term, tab)
  const { results } = await client.searchForHits<unknown>({ requests })
  const withAssets = requests.length === 2
  const assets = withAssets ? results[0] : undefined
  const items = withAssets ? results[1] : results[0]
  return {
    term: term.trim(),
    tab,
    assets: readAnswer(assets, config.assetsIndex, assetHitSchema),
    items: readAnswer(items, config.itemsIndex, itemHitSchema),
  }
}

/**
 * The results of a term on a tab for a key, as a query. Never stale for long: the index follows
 * every create and rename, so asking again is how a new dashboard shows up.
 */
export function searchQueryOptions(setup: SearchSetup | null, term: string, tab: SearchTab) {
  const query = term.trim()
  return queryOptions({
    queryKey: ['search', setup?.config.appId ?? null, setup?.apiKey ?? null, query, tab],
    queryFn: () => runSearch(setup, query, tab),
    enabled: setup !== null && query !== '',
    staleTime: 0,
    // Dropped once the overlay moves to another term, tab or key. A term typed again would paint
    // its old answer first, which only held up the new one: that render and its frame took the
    // main thread for 20 to 30 ms while the new answer waited (bench/search/searchPaint.bench.ts,
    // with a trace), and the new one takes about 10 ms to come. The answer on screen stays while
    // the next loads.
    gcTime: 0,
    // Offline too: runSearch answers from the synced copy then, rather than the query pausing.
    networkMode: 'always',
  })
}
