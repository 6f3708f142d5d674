import Dexie, { type Table } from 'dexie'
import type { DecodedSeries } from '../src/core/series/decodeColumns'
import {
  evictionOrder,
  joinSeries,
  splitSeries,
  type SeriesChunk,
  type SeriesShape,
} from '../src/core/series/seriesChunks'

/*
 * Recently viewed series, for charts offline (IndexedDB through Dexie). A series is one row of
 * `series` (its shape, source and times) and its chunks of Float64Array columns in `chunks`.
 * The store keeps to a byte budget by evicting the least recently used series.
 */

export const seriesStoreName = 'studio-series'
/** 96 MB of columns: about a hundred daily series or a dozen 10-minute years. */
export const seriesBudgetBytes = 96 * 1024 * 1024

interface SeriesRow extends SeriesShape {
  key: string
  /** X-Data-Source of the answer, kept for the Demo data label. */
  source: string | null
  /** Epoch ms when the network answered. */
  fetchedAt: number
  /** Epoch ms of the last read or write (eviction order). */
  lastUsed: number
}

interface ChunkRow extends SeriesChunk {
  key: string
}

class SeriesDatabase extends Dexie {
  series!: Table<SeriesRow, string>
  chunks!: Table<ChunkRow, [string, number]>

  constructor() {
    super(seriesStoreName)
    this.version(1).stores({ series: 'key, lastUsed', chunks: '[key+index], key' })
  }
}

let database: SeriesDatabase | undefined
const db = () => (database ??= new SeriesDatabase())

export interface StoredSeries {
  series: DecodedSeries
  source: string | null
  fetchedAt: number
}

export async function putSeries(
  key: string,
  series: DecodedSeries,
  source: string | null,
  now = Date.now(),
): Promise<void> {
  const { shape, chunks } = splitSeries(series)
  const store = db()
  await store.transaction('rw', store.series, store.chunks, async () => {
    await store.chunks.where('key').equals(key).delete()
    await store.chunks.bulkPut(chunks.map((chunk) => ({ ...chunk, key })))
    await store.series.put({ ...shape, key, source, fetchedAt: now, lastUsed: now })
    const all = await store.series.toArray()
    const evict = evictionOrder(all, seriesBudgetBytes, key)
    if (evict.length > 0) {
      await store.series.bulkDelete(evict)
      await store.chunks.where('key').anyOf(evict).delete()
    }
  })
}

export async function getSeries(key: string, now = Date.now()): Promise<StoredSeries | undefined> {
  const store = db()
  return store.transaction('rw', store.series, store.chunks, async () => {
    const row = await store.series.get(key)
    if (!row) return undefined
    const chunks = await store.chunks.where('key').equals(key).toArray()
    await store.series.update(key, { lastUsed: now })
    return { series: joinSeries(row, chunks), source: row.source, fetchedAt: row.fetchedAt }
  })
}
