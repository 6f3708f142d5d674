import type { Kysely } from 'kysely'
import type { Resolution } from '@/core/resolution'
import { fromFloat64Blob, toFloat64Blob } from '../db/float64Blob'
import type { Database } from '../db/schema'
import { intervalEnd, type PointAvailability } from '../metrics/availability'

/** Which series: one imported series per metric path, asset and resolution. */
export interface ImportedSeriesKey {
  path: string
  asset: string
  resolution: Resolution
}

export interface ImportedSeriesInfo extends ImportedSeriesKey {
  pointCount: number
  /** Unix seconds of the first and last points. */
  firstT: number
  lastT: number
  /** Milliseconds since the epoch. */
  importedAt: number
}

/** Points ascending by `t` (unix seconds); a missing value is NaN. */
export interface ImportedPoints {
  t: Float64Array
  v: Float64Array
}

export interface ImportedSeriesRepository {
  /** Stores the series, replacing an earlier import of the same key in one transaction. */
  replace(key: ImportedSeriesKey, points: ImportedPoints): Promise<ImportedSeriesInfo>
  /** Every imported series without its points, by path, asset and resolution. */
  list(): Promise<ImportedSeriesInfo[]>
  read(key: ImportedSeriesKey): Promise<ImportedPoints | undefined>
  /**
   * The points whose interval ended within `(from, to]`: those ends and when each point first
   * became available (unix seconds), for the lag statistics (metrics/availability.ts).
   */
  availability(
    key: ImportedSeriesKey,
    window: { from: number; to: number },
  ): Promise<PointAvailability | undefined>
  /** Changes with every import: a cheap way for a server to notice another process importing. */
  revision(): Promise<string>
}

export function createImportedSeriesRepository(
  db: Kysely<Database>,
  options: { clock?: () => number } = {},
): ImportedSeriesRepository {
  const clock = options.clock ?? Date.now

  return {
    async replace(key, points) {
      const count = points.t.length
      if (points.v.length !== count) {
        throw new RangeError(
          `An imported series needs as many values (${points.v.length}) as timestamps (${count})`,
        )
      }
      // An empty series is refused by the table's check constraint, inside the transaction.
      return db.transaction().execute(async (trx) => {
        // Strictly after every earlier import, so the revision changes even within a millisecond.
        const latest = await trx
          .selectFrom('imported_series')
          .select((eb) => eb.fn.max('imported_at').as('latest'))
          .executeTakeFirst()
        const importedAt = Math.max(clock(), Number(latest?.latest ?? 0) + 1)
        const earlier = await trx
          .selectFrom('imported_series')
          .select(['t', 'available_at', 'imported_at'])
          .where('path', '=', key.path)
          .where('asset', '=', key.asset)
          .where('resolution', '=', key.resolution)
          .executeTakeFirst()
        const availableAt = keptAvailability(points.t, importedAt / 1000, earlier)
        const info: ImportedSeriesInfo = {
          ...key,
          pointCount: count,
          firstT: points.t[0] ?? 0,
          lastT: points.t[count - 1] ?? 0,
          importedAt,
        }
        await trx
          .deleteFrom('imported_series')
          .where('path', '=', key.path)
          .where('asset', '=', key.asset)
          .where('resolution', '=', key.resolution)
          .execute()
        await trx
          .insertInto('imported_series')
          .values({
            path: key.path,
            asset: key.asset,
            resolution: key.resolution,
            point_count: count,
            first_t: info.firstT,
            last_t: info.lastT,
            t: toFloat64Blob(points.t),
            v: toFloat64Blob(points.v),
            imported_at: importedAt,
            available_at: toFloat64Blob(availableAt),
          })
          .execute()
        return info
      })
    },

    async list() {
      const rows = await db
        .selectFrom('imported_series')
        .select(['path', 'asset', 'resolution', 'point_count', 'first_t', 'last_t', 'imported_at'])
        .orderBy('path')
        .orderBy('asset')
        .orderBy('resolution')
        .execute()
      return rows.map((row) => ({
        path: row.path,
        asset: row.asset,
        resolution: row.resolution as Resolution,
        pointCount: row.point_count,
        firstT: Number(row.first_t),
        lastT: Number(row.last_t),
        importedAt: Number(row.imported_at),
      }))
    },

    async read(key) {
      const row = await db
        .selectFrom('imported_series')
        .select(['t', 'v'])
        .where('path', '=', key.path)
        .where('asset', '=', key.asset)
        .where('resolution', '=', key.resolution)
        .executeTakeFirst()
      return row === undefined
        ? undefined
        : { t: fromFloat64Blob(row.t), v: fromFloat64Blob(row.v) }
    },

    async availability(key, window) {
      const row = await db
        .selectFrom('imported_series')
        .select(['t', 'available_at', 'imported_at'])
        .where('path', '=', key.path)
        .where('asset', '=', key.asset)
        .where('resolution', '=', key.resolution)
        .executeTakeFirst()
      if (row === undefined) return undefined
      const t = fromFloat64Blob(row.t)
      const available = storedAvailability(row, t.length)
      const result: PointAvailability = { ends: [], availableAt: [] }
      t.forEach((start, i) => {
        const end = intervalEnd(start, key.resolution)
        if (end <= window.from || end > window.to) return
        result.ends.push(end)
        result.availableAt.push(available[i] ?? Number(row.imported_at) / 1000)
      })
      return result
    },

    async revision() {
      const row = await db
        .selectFrom('imported_series')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.max('imported_at').as('latest'),
        ])
        .executeTakeFirst()
      return `${Number(row?.count ?? 0)}:${Number(row?.latest ?? 0)}`
    },
  }
}

interface StoredAvailability {
  t: Buffer
  available_at: Buffer | null
  imported_at: number | string
}

/** Per point; rows from before migration 0023 have none, so their import time stands in. */
function storedAvailability(row: StoredAvailability, count: number): Float64Array {
  if (row.available_at !== null) return fromFloat64Blob(row.available_at)
  return new Float64Array(count).fill(Number(row.imported_at) / 1000)
}

/**
 * When each new point became available: a point the earlier import already had keeps its time
 * (it was served since then, even if its value was revised); new points are available now.
 */
function keptAvailability(
  t: Float64Array,
  nowSeconds: number,
  earlier: StoredAvailability | undefined,
): Float64Array {
  const out = new Float64Array(t.length).fill(nowSeconds)
  if (earlier === undefined) return out
  const earlierT = fromFloat64Blob(earlier.t)
  const earlierAvailable = storedAvailability(earlier, earlierT.length)
  // Both ascending: one merge pass.
  let j = 0
  for (let i = 0; i < t.length; i++) {
    const time = t[i] ?? NaN
    while (j < earlierT.length && (earlierT[j] ?? Infinity) < time) j++
    if (earlierT[j] === time) out[i] = Math.min(nowSeconds, earlierAvailable[j] ?? nowSeconds)
  }
  return out
}
