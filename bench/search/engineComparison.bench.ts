import { gzipSync } from 'node:zlib'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { create, insertMultiple, search as oramaSearch, type Orama } from '@orama/orama'
import { build } from 'esbuild'
import { Charset, Document } from 'flexsearch'
import { itemSearchHits, publicVisibility, userVisibility } from '../../src/core/api/search'
import type { SearchItemRecord } from '../../src/core/api/search'
import { normaliseQuery } from '../../src/core/search/rankedIndex'
import { createItemsIndex } from '../../src/core/search/searchIndexes'
import { demoAssets } from '../../server/demo/assets'
import { catalogMetrics } from '../../server/demo/catalog'
import { publicItemRecords } from '../../server/search/publicRecords'
import { benchQueries, measureMultiQueries, type Latency } from './searchLatency.bench'
import { generateDashboards } from './searchCorpus'

/*
 * Which engine (issue 17: "choose the engine by measurement; typo tolerance is required"):
 * MiniSearch as src/core/search/searchIndexes.ts configures it (our ranking on top), Orama 3.1
 * and FlexSearch 0.8, each indexing the same item records (the search bench's corpus: demo
 * catalog, presets and 10,000 generated dashboards) with the same field texts and boosts (name
 * 4, shortName 3, metricCode 1.5, slug 1, assets 1, category 1.5, description 0.3), each
 * answering the items query (50 hits) with a user's visibility filter. Measured: build time, heap
 * after build, query latency over the search bench's queries, whether the expected record is in
 * the top 5 for the typo and prefix queries, and the library's minified + gzipped size as the
 * app's offline worker would bundle it. Orama and FlexSearch are dev dependencies for this
 * bench only.
 */

type ItemQuery = (query: string, userUuid: string) => SearchItemRecord[]

interface Engine {
  name: string
  /** How it is configured, in a few words. */
  setup: string
  build: (
    records: readonly SearchItemRecord[],
    assetNames: ReadonlyMap<string, string>,
  ) => ItemQuery
  /** The entry esbuild bundles for the size: what the offline worker would import. */
  entry: string
}

const wordSeparators = /[^\p{L}\p{N}]+/u
const camelBoundary = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u

/** As rankedIndex.ts tokenises documents: `MarketMvrv` also as `Market Mvrv`. */
function documentText(text: string): string {
  return text
    .split(wordSeparators)
    .filter((word) => word !== '')
    .flatMap((word) => {
      const parts = word.split(camelBoundary)
      return parts.length > 1 ? [word, ...parts] : [word]
    })
    .join(' ')
}

/** The same field texts as createItemsIndex indexes (searchIndexes.ts), camelCase split. */
function fieldTexts(record: SearchItemRecord, assetNames: ReadonlyMap<string, string>) {
  const slug =
    record.slug === record.metricCode || record.objectID.endsWith(record.slug) ? '' : record.slug
  return {
    name: documentText(record.name),
    shortName: documentText(record.shortName ?? ''),
    metricCode: documentText(record.metricCode ?? ''),
    slug: documentText(slug),
    assets: record.assets.map((symbol) => `${symbol} ${assetNames.get(symbol) ?? ''}`).join(' '),
    category: record.category ?? '',
    description: record.description ?? '',
  }
}

const boosts = {
  name: 4,
  shortName: 3,
  metricCode: 1.5,
  slug: 1,
  assets: 1,
  category: 1.5,
  description: 0.3,
} as const
type Field = keyof typeof boosts
/** Fields by boost, highest first (FlexSearch has no per-field boost: it merges in this order). */
const fieldsByBoost = (Object.keys(boosts) as Field[]).sort((a, b) => boosts[b] - boosts[a])

const visibleTo = (record: SearchItemRecord, userUuid: string) =>
  record.visibleBy.includes(publicVisibility) || record.visibleBy.includes(userVisibility(userUuid))

const miniSearchEngine: Engine = {
  name: 'MiniSearch 7.2',
  setup: 'our createItemsIndex: fuzzy 0.2×length from 4 chars, prefix on last word, AND then OR',
  build: (records, assetNames) => {
    const index = createItemsIndex(assetNames)
    index.upsert(records)
    return (query, userUuid) =>
      index
        .search({
          query,
          filter: (record) => visibleTo(record, userUuid),
          // As the service's routes pass it from the user's key: only their records are read.
          visibleBy: [publicVisibility, userVisibility(userUuid)],
          page: 0,
          hitsPerPage: itemSearchHits,
        })
        .hits.map((hit) => hit.record)
  },
  entry: `export { default } from 'minisearch'`,
}

const oramaSchema = {
  objectID: 'string',
  name: 'string',
  shortName: 'string',
  metricCode: 'string',
  slug: 'string',
  assets: 'string',
  category: 'string',
  description: 'string',
  visibleBy: 'enum[]',
} as const

const oramaEngine: Engine = {
  name: 'Orama 3.1',
  setup: 'tolerance 1 (Levenshtein), its prefix match, boost, where visibleBy containsAny',
  build: (records, assetNames) => {
    const db: Orama<typeof oramaSchema> = create({ schema: oramaSchema })
    const byId = new Map(records.map((record) => [record.objectID, record]))
    // insertMultiple is synchronous without async hooks; the result is not awaited on purpose.
    void insertMultiple(
      db,
      records.map((record) => ({
        id: record.objectID,
        objectID: record.objectID,
        ...fieldTexts(record, assetNames),
        visibleBy: record.visibleBy,
      })),
    )
    const run = (term: string, userUuid: string, threshold: number) =>
      oramaSearch(db, {
        term,
        tolerance: 1,
        boost: boosts,
        properties: fieldsByBoost,
        threshold,
        where: { visibleBy: { containsAny: [publicVisibility, userVisibility(userUuid)] } },
        limit: itemSearchHits,
      }) as unknown as { hits: { id: string }[] }
    return (query, userUuid) => {
      const term = normaliseQuery(query)
      // Every word first (threshold 0), then any word, as our index falls back.
      let result = run(term, userUuid, 0)
      if (result.hits.length === 0) result = run(term, userUuid, 1)
      return result.hits.flatMap((hit) => byId.get(hit.id) ?? [])
    }
  },
  entry: `export { create, insertMultiple, search } from '@orama/orama'`,
}

interface FlexDoc {
  [field: string]: string
  objectID: string
}

const flexSearchEngine: Engine = {
  name: 'FlexSearch 0.8',
  setup: 'Document, LatinSoundex encoder (phonetic), forward tokenizer, suggest, post-filter',
  build: (records, assetNames) => {
    const index = new Document<FlexDoc>({
      document: {
        id: 'objectID',
        index: fieldsByBoost.map((field) => ({
          field,
          tokenize: 'forward' as const,
          encoder: Charset.LatinSoundex,
        })),
      },
    })
    const byId = new Map(records.map((record) => [record.objectID, record]))
    for (const record of records) {
      index.add({ objectID: record.objectID, ...fieldTexts(record, assetNames) })
    }
    return (query, userUuid) => {
      // Per-field id lists in boost order: the first field that has a record ranks it. The
      // visibility filter is applied afterwards, so more are asked for than are shown.
      const perField = index.search(normaliseQuery(query), {
        index: fieldsByBoost,
        suggest: true,
        limit: itemSearchHits * 10,
      }) as unknown as { result: string[] }[]
      const seen = new Set<string>()
      const hits: SearchItemRecord[] = []
      for (const { result } of perField) {
        for (const id of result) {
          if (seen.has(id)) continue
          seen.add(id)
          const record = byId.get(id)
          if (record !== undefined && visibleTo(record, userUuid)) hits.push(record)
          if (hits.length === itemSearchHits) return hits
        }
      }
      return hits
    }
  },
  entry: `export { Document, Charset } from 'flexsearch'`,
}

const engines = [miniSearchEngine, oramaEngine, flexSearchEngine]

/** What a user means by each typo and prefix query: a predicate on the catalog's records. */
const expectations: {
  query: string
  expected: string
  matches: (r: SearchItemRecord) => boolean
}[] = [
  {
    query: 'bitcon price',
    expected: 'Price (BTC)',
    matches: (r) => r.objectID === 'chart:MarketPriceUsdClose',
  },
  {
    query: 'etherum funding',
    expected: 'a Funding Rate chart of ETH',
    matches: (r) => r.type === 'chart' && /funding rate/i.test(r.name) && r.assets.includes('ETH'),
  },
  {
    query: 'uniswp',
    expected: 'an item of UNI or named Uniswap',
    matches: (r) => r.assets.includes('UNI') || /uniswap/i.test(r.name),
  },
  {
    query: 'minr revenue',
    expected: 'Miner Revenue',
    matches: (r) => r.objectID === 'chart:MiningRevenueSum',
  },
  { query: 'mvr', expected: 'MVRV Ratio', matches: (r) => r.objectID === 'chart:MarketMvrv' },
  {
    query: 'Miner Revenue',
    expected: 'Miner Revenue',
    matches: (r) => r.objectID === 'chart:MiningRevenueSum',
  },
  { query: 'Aave', expected: 'an item of AAVE', matches: (r) => r.assets.includes('AAVE') },
]

/** A collector for heap figures: --expose-gc if given, else switched on from inside. */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc
  if (exposed) return exposed
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}

async function gzippedBundleBytes(entry: string): Promise<{ minified: number; gzipped: number }> {
  const result = await build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]?.contents ?? new Uint8Array()
  return { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength }
}

export interface EngineFigures {
  name: string
  setup: string
  buildMs: number
  heapMB: number
  latency: Latency
  /** `hits`: how many the query answers (at most 50), to see how loose the typo matching is. */
  quality: { query: string; expected: string; rank: number | null; hits: number; top: string[] }[]
  minified: number
  gzipped: number
}

export interface EngineComparison {
  records: number
  runs: number
  engines: EngineFigures[]
}

const runs = 1_500

export async function measureEngineComparison(): Promise<EngineComparison> {
  const gc = collector()
  const catalog = catalogMetrics(undefined, demoAssets)
  const { userUuids, dashboards } = generateDashboards(demoAssets)
  const records = [...publicItemRecords(catalog), ...dashboards]
  const assetNames = new Map(demoAssets.map((asset) => [asset.symbol, asset.name]))
  const users = userUuids.map((uuid) => ({ uuid }))
  const figures: EngineFigures[] = []
  const queries: ItemQuery[] = []
  for (const engine of engines) {
    gc()
    const heapBefore = process.memoryUsage().heapUsed
    const start = performance.now()
    const query = engine.build(records, assetNames)
    const buildMs = performance.now() - start
    gc()
    const heapMB = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20
    queries.push(query)
    const firstUser = userUuids[0] as string
    const quality = expectations.map(({ query: q, expected, matches }) => {
      const all = query(q, firstUser)
      const top = all.slice(0, 5)
      const at = top.findIndex(matches)
      const rank = at < 0 ? null : at + 1
      return { query: q, expected, rank, hits: all.length, top: top.map((r) => r.name) }
    })
    figures.push({
      name: engine.name,
      setup: engine.setup,
      buildMs,
      heapMB,
      latency: { p50: 0, p99: 0, max: 0 },
      quality,
      ...(await gzippedBundleBytes(engine.entry)),
    })
  }
  // The engines interleaved query by query, as the search bench runs ours against the scan.
  const measured = await measureMultiQueries(
    queries.map((query) => (q: string, user: { uuid: string }) => {
      const hits = query(q, user.uuid).length
      return { assets: 0, items: hits }
    }),
    users,
    runs,
  )
  measured.all.forEach((latency, i) => {
    const engine = figures[i]
    if (engine) engine.latency = latency
  })
  return { records: records.length, runs, engines: figures }
}

const ms = (value: number) =>
  value < 1 ? `${(value * 1000).toFixed(0)} µs` : `${value.toFixed(2)} ms`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

export function printEngineComparisonReport(r: EngineComparison): void {
  console.log(
    `\nSearch engine choice: the items query (50 hits, a user's visibility filter) over ` +
      `${r.records.toLocaleString('en-US')} records; ${r.runs.toLocaleString('en-US')} runs ` +
      `each over the search bench's ${benchQueries.length} queries, interleaved`,
  )
  const base = r.engines[0]
  if (base === undefined) return
  const ratio = (value: number, of: number) => `${(value / of).toFixed(1)}x`
  console.log('  engine           build      heap      p50        p99        min+gz     top-5 hits')
  for (const e of r.engines) {
    const found = e.quality.filter((q) => q.rank !== null).length
    console.log(
      `  ${e.name.padEnd(16)} ${ms(e.buildMs).padStart(9)} ${`${e.heapMB.toFixed(1)} MB`.padStart(9)}` +
        ` ${ms(e.latency.p50).padStart(9)} ${ms(e.latency.p99).padStart(10)}` +
        ` ${kb(e.gzipped).padStart(10)}     ${found}/${e.quality.length}`,
    )
  }
  console.log('  ratios against MiniSearch (build, heap, p50, p99, min+gz):')
  for (const e of r.engines.slice(1)) {
    console.log(
      `    ${e.name.padEnd(16)} ${ratio(e.buildMs, base.buildMs)}, ${ratio(e.heapMB, base.heapMB)}, ` +
        `${ratio(e.latency.p50, base.latency.p50)}, ${ratio(e.latency.p99, base.latency.p99)}, ` +
        `${ratio(e.gzipped, base.gzipped)}`,
    )
  }
  console.log('  quality: rank of the expected record in the top 5 (– when absent) / hits:')
  for (const [q, { query, expected }] of (base.quality ?? []).entries()) {
    const ranks = r.engines.map(
      (e) => `${e.name.split(' ')[0]} ${e.quality[q]?.rank ?? '–'}/${e.quality[q]?.hits ?? 0}`,
    )
    console.log(
      `    ${JSON.stringify(query).padEnd(18)} ${expected.padEnd(32)} ${ranks.join(', ')}`,
    )
  }
  for (const e of r.engines) {
    console.log(`  ${e.name}: ${e.setup}`)
    for (const q of e.quality.filter((entry) => entry.rank !== 1)) {
      console.log(
        `    ${q.rank === null ? 'missed' : `#${q.rank}`} ${JSON.stringify(q.query)}: top 5 ${JSON.stringify(q.top)}`,
      )
    }
  }
}
