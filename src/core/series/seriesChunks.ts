import type { DecodedSeries } from './decodeColumns'

/*
 * The offline store keeps a series as chunks of Float64Array columns (never a row per point):
 * 65,536 points per chunk, so a 525,600-point series is nine records, each a few typed arrays
 * that IndexedDB stores as they are. These functions split and rebuild series and choose what
 * to evict; the Dexie tables live in the service worker (sw/seriesStore.ts).
 */

export const seriesChunkPoints = 65_536

export interface SeriesShape {
  kind: DecodedSeries['kind']
  /** Column names of a keyed series, in order. */
  keys: string[]
  /** Number of points. */
  n: number
  /** Bytes the columns take (8 per value), the measure of the store's budget. */
  bytes: number
}

export interface SeriesChunk {
  index: number
  t: Float64Array
  /** One column per key (keyed), the values (values), none (documents). */
  columns: Float64Array[]
  /** Documents travel whole in chunk 0. */
  documents?: Record<string, unknown>[]
}

export function splitSeries(
  series: DecodedSeries,
  size = seriesChunkPoints,
): { shape: SeriesShape; chunks: SeriesChunk[] } {
  const keys = series.kind === 'keyed' ? Object.keys(series.o) : []
  const columns =
    series.kind === 'values'
      ? [series.v]
      : series.kind === 'keyed'
        ? keys.map((key) => series.o[key] ?? new Float64Array(series.t.length).fill(Number.NaN))
        : []
  const n = series.t.length
  const documentsBytes = series.kind === 'documents' ? JSON.stringify(series.d).length : 0
  const shape: SeriesShape = {
    kind: series.kind,
    keys,
    n,
    bytes: 8 * n * (1 + columns.length) + documentsBytes,
  }
  const chunks: SeriesChunk[] = []
  for (let start = 0, index = 0; start < n || index === 0; start += size, index += 1) {
    const end = Math.min(n, start + size)
    chunks.push({
      index,
      // slice, not subarray: each chunk owns its bytes, not a view on the whole response.
      t: series.t.slice(start, end),
      columns: columns.map((column) => column.slice(start, end)),
      ...(index === 0 && series.kind === 'documents' ? { documents: series.d } : {}),
    })
    if (end >= n) break
  }
  return { shape, chunks }
}

export class SeriesChunksError extends Error {
  override name = 'SeriesChunksError'
}

/** Rebuilds a series from its chunks (in any order); missing or mismatched chunks throw. */
export function joinSeries(shape: SeriesShape, chunks: readonly SeriesChunk[]): DecodedSeries {
  const ordered = [...chunks].sort((a, b) => a.index - b.index)
  const width = shape.kind === 'values' ? 1 : shape.kind === 'keyed' ? shape.keys.length : 0
  const t = new Float64Array(shape.n)
  const columns = Array.from({ length: width }, () => new Float64Array(shape.n))
  let offset = 0
  ordered.forEach((chunk, i) => {
    if (chunk.index !== i || chunk.columns.length !== width) {
      throw new SeriesChunksError('The stored series is incomplete')
    }
    if (offset + chunk.t.length > shape.n)
      throw new SeriesChunksError('The stored series is too long')
    t.set(chunk.t, offset)
    chunk.columns.forEach((column, c) => columns[c]?.set(column, offset))
    offset += chunk.t.length
  })
  if (offset !== shape.n) throw new SeriesChunksError('The stored series is incomplete')
  if (shape.kind === 'values') return { kind: 'values', t, v: columns[0] ?? new Float64Array(0) }
  if (shape.kind === 'keyed') {
    return {
      kind: 'keyed',
      t,
      o: Object.fromEntries(shape.keys.map((key, c) => [key, columns[c] ?? new Float64Array(0)])),
    }
  }
  return { kind: 'documents', t, d: ordered[0]?.documents ?? [] }
}

export interface StoredSeriesInfo {
  key: string
  bytes: number
  /** Epoch ms of the last read or write. */
  lastUsed: number
}

/**
 * Which series to delete so the store fits `budget` bytes: least recently used first, never the
 * one just written (`keep`), even if it alone is over budget (it is then the only one left).
 */
export function evictionOrder(
  entries: readonly StoredSeriesInfo[],
  budget: number,
  keep?: string,
): string[] {
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0)
  const evict: string[] = []
  for (const entry of [...entries].sort((a, b) => a.lastUsed - b.lastUsed)) {
    if (total <= budget) break
    if (entry.key === keep) continue
    evict.push(entry.key)
    total -= entry.bytes
  }
  return evict
}

/**
 * The store's key of a series request: its path and its query, sorted, without what does not
 * change the answer (the API key, the referrer).
 */
export function seriesRequestKey(url: URL): string {
  const params = [...url.searchParams.entries()]
    .filter(([name]) => name !== 'api_key' && name !== 'referrer')
    .sort(([a], [b]) => a.localeCompare(b))
  return `${url.pathname}?${new URLSearchParams(params).toString()}`
}
