import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** Clicks or conversions of one record on one UTC day. */
export interface SearchEventCount {
  day: string
  indexName: string
  eventType: 'click' | 'conversion'
  objectID: string
  count: number
}

export interface SearchEventCountsRepository {
  /** Adds the counts; one upsert per row, so instances counting at once never lose a count. */
  add(counts: readonly SearchEventCount[]): Promise<void>
  list(day: string): Promise<SearchEventCount[]>
  /** Housekeeping: drops the days before `day` (YYYY-MM-DD). */
  deleteBefore(day: string): Promise<void>
}

/** The UTC day of a time, YYYY-MM-DD. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export function createSearchEventCountsRepository(
  db: Kysely<Database>,
): SearchEventCountsRepository {
  return {
    async add(counts) {
      for (const entry of counts) {
        await db
          .insertInto('search_event_counts')
          .values({
            day: entry.day,
            index_name: entry.indexName,
            event_type: entry.eventType,
            object_id: entry.objectID,
            count: entry.count,
          })
          .onConflict((oc) =>
            oc.columns(['day', 'index_name', 'event_type', 'object_id']).doUpdateSet((eb) => ({
              count: eb('search_event_counts.count', '+', entry.count),
            })),
          )
          .execute()
      }
    },

    async list(day) {
      const rows = await db
        .selectFrom('search_event_counts')
        .selectAll()
        .where('day', '=', day)
        .orderBy('index_name')
        .orderBy('event_type')
        .orderBy('object_id')
        .execute()
      return rows.map((row) => ({
        day: row.day,
        indexName: row.index_name,
        eventType: row.event_type === 'conversion' ? 'conversion' : 'click',
        objectID: row.object_id,
        count: Number(row.count),
      }))
    },

    async deleteBefore(day) {
      await db.deleteFrom('search_event_counts').where('day', '<', day).execute()
    },
  }
}
