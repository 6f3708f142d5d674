import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Asset } from '@/core/api/assets'
import type { CatalogMetric } from '@/core/api/catalog'
import type { DashboardData } from '@/core/api/dashboards'
import { dashboardAssets } from '@/core/api/dashboards'
import type { SearchAssetRecord, SearchItemRecord } from '@/core/api/search'
import { metricAssets } from '@/core/api/udm'
import type { ChartItem } from '@/core/api/udmItems'
import { createAssetsIndex, createItemsIndex } from '@/core/search/searchIndexes'
import { documentObjectID, documentRecord } from '@/core/search/searchRecords'
import type { Database } from '../db/schema'
import { assetRecords, publicItemRecords } from './publicRecords'
import type { SearchEngine } from './searchEngine'

/*
 * The embedded search service (docs/search.md): the items and assets indexes in memory, built at
 * start from the catalog, the presets and every user's dashboards and saved charts, and kept
 * fresh from the search_changes log (migration 0021), which triggers fill in the same
 * transaction as each write. `sync()` after a write commits makes it findable before its answer
 * leaves; the poll brings other instances' writes (and account deletions) within a second.
 */

export interface SearchServiceOptions {
  db: Kysely<Database>
  catalog: readonly CatalogMetric[]
  assets: readonly Asset[]
  logger?: FastifyBaseLogger
  /** How often other instances' writes are looked for; 0 turns the poll off (tests). */
  pollMs?: number
}

/** What one look at the log changed in the items index (the assets change only with a release). */
export interface ItemChanges {
  upserted: readonly SearchItemRecord[]
  removed: readonly string[]
}

export interface SearchService {
  engine: SearchEngine
  /** Every record both indexes hold now (real Algolia's full sync at start). */
  allRecords(): { items: readonly SearchItemRecord[]; assets: readonly SearchAssetRecord[] }
  /** Called after each look that changed records (real Algolia pushes them: search/algolia). */
  onChange(listener: (changes: ItemChanges) => void): void
  /** Applies every change committed so far: call after a write commits, before answering. */
  sync(): Promise<void>
  close(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's search service: the protocol routes query `searchService.engine`. */
    searchService: SearchService
  }
}

// Ids of a sequence are taken in one order and may commit in another: each look goes back this
// many ids to pick up a slow transaction's change, applying each change once.
const lookback = 500
// The log is a queue, not history: rows this far behind the newest are deleted now and then.
const kept = 10_000
const trimEvery = 60

export async function createSearchService(options: SearchServiceOptions): Promise<SearchService> {
  const { db } = options
  const items = createItemsIndex(new Map(options.assets.map((asset) => [asset.symbol, asset.name])))
  const assets = createAssetsIndex()
  assets.upsert(assetRecords(options.assets))
  items.upsert(publicItemRecords(options.catalog))

  // The log's position first: a write committed while the documents load is applied again.
  let cursor = await newestChange(db)
  const applied = new Set<number>()
  const listeners: ((changes: ItemChanges) => void)[] = []
  items.upsert([...(await loadDashboards(db)), ...(await loadCharts(db))])

  const syncOnce = async () => {
    const changes = await db
      .selectFrom('search_changes')
      .select(['id', 'kind', 'uuid'])
      .where('id', '>', cursor - lookback)
      .orderBy('id')
      .execute()
    const fresh = changes
      .map((change) => ({ ...change, id: Number(change.id) }))
      .filter((change) => !applied.has(change.id))
    if (fresh.length === 0) return
    const upserted: SearchItemRecord[] = []
    const removed: string[] = []
    for (const kind of ['dashboard', 'workbench'] as const) {
      const uuids = [...new Set(fresh.filter((c) => c.kind === kind).map((c) => c.uuid))]
      if (uuids.length === 0) continue
      // The documents as they are now: order of the changes does not matter.
      const found =
        kind === 'dashboard' ? await loadDashboards(db, uuids) : await loadCharts(db, uuids)
      const present = new Set(found.map((record) => record.objectID))
      const gone = uuids
        .map((uuid) => documentObjectID(kind, uuid))
        .filter((id) => !present.has(id))
      items.remove(gone)
      items.upsert(found)
      upserted.push(...found)
      removed.push(...gone)
    }
    for (const change of fresh) applied.add(change.id)
    cursor = Math.max(cursor, ...fresh.map((change) => change.id))
    for (const id of applied) if (id <= cursor - lookback) applied.delete(id)
    for (const listener of listeners) listener({ upserted, removed })
  }

  // One look at a time; a caller waits for a look that began after it asked.
  let queue: Promise<void> = Promise.resolve()
  const sync = () => {
    const next = queue.then(syncOnce)
    queue = next.catch(() => {})
    return next
  }

  let polls = 0
  const poll = async () => {
    try {
      await sync()
      if (++polls % trimEvery === 0) {
        await db
          .deleteFrom('search_changes')
          .where('id', '<', cursor - kept)
          .execute()
      }
    } catch (error) {
      options.logger?.warn({ err: error }, 'search index: reading the change log failed')
    }
  }
  const pollMs = options.pollMs ?? 1000
  const timer = pollMs > 0 ? setInterval(() => void poll(), pollMs) : undefined
  timer?.unref()

  return {
    engine: { items, assets },
    allRecords: () => ({ items: items.all(), assets: assets.all() }),
    onChange: (listener) => void listeners.push(listener),
    sync,
    close: () => clearInterval(timer),
  }
}

async function newestChange(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('search_changes')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst()
  return Number(row?.id ?? 0)
}

async function loadDashboards(
  db: Kysely<Database>,
  uuids?: readonly string[],
): Promise<SearchItemRecord[]> {
  let query = db.selectFrom('dashboards').select(['uuid', 'user_uuid', 'name', 'document'])
  if (uuids !== undefined) query = query.where('uuid', 'in', uuids)
  const rows = await query.execute()
  return rows.map((row) => {
    const data = JSON.parse(row.document) as DashboardData
    return documentRecord({
      type: 'dashboard',
      uuid: row.uuid,
      slug: null,
      name: row.name,
      description: null,
      assets: dashboardAssets(data.configs),
      ownerUuid: row.user_uuid,
    })
  })
}

/** Saved charts and workbenches: both open at /charts/{uuid}, both found as workbenches. */
async function loadCharts(
  db: Kysely<Database>,
  uuids?: readonly string[],
): Promise<SearchItemRecord[]> {
  let query = db
    .selectFrom('udm_charts')
    .select(['uuid', 'user_uuid', 'name', 'description', 'document'])
  if (uuids !== undefined) query = query.where('uuid', 'in', uuids)
  const rows = await query.execute()
  return rows.map((row) => {
    const document = JSON.parse(row.document) as { items: ChartItem[] }
    return documentRecord({
      type: 'workbench',
      uuid: row.uuid,
      slug: null,
      name: row.name,
      description: row.description,
      assets: metricAssets(document.items),
      ownerUuid: row.user_uuid,
    })
  })
}
