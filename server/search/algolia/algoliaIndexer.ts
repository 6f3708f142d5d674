import { algoliasearch, type BatchRequest, type IndexSettings } from 'algoliasearch'
import type { FastifyBaseLogger } from 'fastify'
import type { AlgoliaConfig, SearchConfig } from '../../config'
import type { ItemChanges, SearchService } from '../searchService'

/*
 * Real Algolia (docs/search.md, "Algolia mode"): the records the embedded service holds are
 * pushed to Algolia with the admin key.
 * - At start, a full sync per index: every record saved, then the objects Algolia holds that we
 *   no longer have deleted (found by browsing objectIDs). Chosen over `replaceAllObjects`, which
 *   copies the index to a temporary one, fills it and moves it back (three times the operations,
 *   a wider key) and whose move races another instance's pushes: saves are idempotent, so
 *   saving over an index that is already right changes nothing searchers see, and the index is
 *   never empty.
 * - Then every change the search service applies (its sync after a write and its poll of the
 *   change log), coalesced over `batchMs` per objectID (the newest state wins) and sent as one
 *   `batch` per index mixing `addObject` and `deleteObject`.
 * With several instances each one sees every change through the log and pushes it: the pushes
 * are full records or deletions by id, so a double push is harmless.
 */

export const algoliaBatchMs = 1000
/** Algolia's advice for one batch call. */
const batchSize = 1000

/** Algolia's ranking close to ours (docs/search.md, "Ranking"); `exact` is its default criterion. */
export const itemsIndexSettings: IndexSettings = {
  searchableAttributes: [
    'name',
    'shortName',
    'metricCode,category',
    'slug,assets',
    'unordered(description)',
  ],
  attributesForFaceting: ['type', 'filterOnly(visibleBy)', 'tier', 'assets'],
  customRanking: ['asc(tier)'],
}

export const assetsIndexSettings: IndexSettings = {
  searchableAttributes: ['symbol', 'name', 'unordered(tags)'],
  attributesForFaceting: ['filterOnly(visibleBy)', 'tags'],
  customRanking: ['asc(rank)'],
}

export interface AlgoliaIndexer {
  /** Records changed items; they are pushed within `batchMs`. */
  enqueue(changes: ItemChanges): void
  /** Pushes what is waiting now (tests, shutdown). */
  flush(): Promise<void>
  /** Resolves when the start's settings and full sync are done (or failed, logged). */
  ready: Promise<void>
  close(): Promise<void>
}

export function createAlgoliaIndexer(options: {
  algolia: AlgoliaConfig
  search: Pick<SearchConfig, 'itemsIndex' | 'assetsIndex'>
  records: SearchService['allRecords']
  logger?: FastifyBaseLogger
  batchMs?: number
}): AlgoliaIndexer {
  const { algolia, search, logger } = options
  const client = algoliasearch(algolia.appId, algolia.adminKey, {
    ...(algolia.host ? { hosts: [{ ...algolia.host, accept: 'readWrite' as const }] } : {}),
  })
  const batchMs = options.batchMs ?? algoliaBatchMs
  // objectID → the record to save, or null to delete; the newest change wins.
  let pending = new Map<string, Record<string, unknown> | null>()
  let timer: NodeJS.Timeout | undefined
  let chain: Promise<void> = Promise.resolve()
  // Never the error itself: Algolia's errors may quote a request; its class name only.
  const failed = (what: string) => (error: unknown) =>
    logger?.warn(
      { reason: error instanceof Error ? error.name : 'unknown' },
      `algolia: ${what} failed`,
    )

  const send = async (indexName: string, requests: BatchRequest[]) => {
    for (let start = 0; start < requests.length; start += batchSize) {
      await client.batch({
        indexName,
        batchWriteParams: { requests: requests.slice(start, start + batchSize) },
      })
    }
  }

  const fullSync = async (indexName: string, records: readonly { objectID: string }[]) => {
    const ours = new Set(records.map((record) => record.objectID))
    const stale: string[] = []
    await client.browseObjects<{ objectID: string }>({
      indexName,
      browseParams: { attributesToRetrieve: ['objectID'], hitsPerPage: 1000 },
      aggregator: (response) => {
        for (const hit of response.hits) if (!ours.has(hit.objectID)) stale.push(hit.objectID)
      },
    })
    await send(indexName, [
      ...records.map((record) => ({ action: 'addObject' as const, body: record })),
      ...stale.map((objectID) => ({ action: 'deleteObject' as const, body: { objectID } })),
    ])
    logger?.info({ indexName, saved: records.length, deleted: stale.length }, 'algolia: synced')
  }

  const start = async () => {
    await client.setSettings({ indexName: search.itemsIndex, indexSettings: itemsIndexSettings })
    await client.setSettings({ indexName: search.assetsIndex, indexSettings: assetsIndexSettings })
    const { items, assets } = options.records()
    await fullSync(search.itemsIndex, items)
    await fullSync(search.assetsIndex, assets)
  }
  const ready = start().catch(failed('full sync'))
  chain = ready

  const pushPending = async () => {
    if (pending.size === 0) return
    const changes = pending
    pending = new Map()
    const requests: BatchRequest[] = [...changes].map(([objectID, record]) =>
      record === null
        ? { action: 'deleteObject', body: { objectID } }
        : { action: 'addObject', body: record },
    )
    try {
      await send(search.itemsIndex, requests)
    } catch (error) {
      failed('push')(error)
      // Back in the queue unless a newer change came meanwhile; the next window retries.
      for (const [id, record] of changes) if (!pending.has(id)) pending.set(id, record)
      schedule()
    }
  }

  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    chain = chain.then(pushPending)
    return chain
  }

  function schedule() {
    if (timer !== undefined || closed) return
    timer = setTimeout(() => void flush(), batchMs)
    timer.unref()
  }

  let closed = false
  return {
    enqueue({ upserted, removed }) {
      for (const record of upserted) pending.set(record.objectID, record)
      for (const objectID of removed) pending.set(objectID, null)
      if (pending.size > 0) schedule()
    },
    flush,
    ready,
    async close() {
      closed = true
      await flush()
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present in Algolia mode only (ALGOLIA_APP_ID and its keys). */
    algoliaIndexer?: AlgoliaIndexer
  }
}
