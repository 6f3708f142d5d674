import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** Server-wide key/value settings, shared by every instance through the database. */
export interface SettingsRepository {
  get(key: string): Promise<string | undefined>
  set(key: string, value: string): Promise<void>
  /**
   * Returns the stored value, storing `create()` first if there is none. Atomic across
   * concurrent callers and instances: the first insert wins and everyone reads that row, so
   * e.g. all instances behind a load balancer end up with the same session secret.
   */
  getOrCreate(key: string, create: () => string): Promise<string>
}

export function createSettingsRepository(db: Kysely<Database>): SettingsRepository {
  const get = async (key: string) => {
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst()
    return row?.value
  }

  return {
    get,

    async set(key, value) {
      await db
        .insertInto('settings')
        .values({ key, value })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
        )
        .execute()
    },

    async getOrCreate(key, create) {
      const existing = await get(key)
      if (existing !== undefined) return existing
      // "do nothing" instead of a check-then-insert: a racing instance may insert between our
      // read and our write, and the loser must read the winner's value, not overwrite it.
      await db
        .insertInto('settings')
        .values({ key, value: create() })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute()
      const stored = await get(key)
      if (stored === undefined) throw new Error(`Setting ${key} vanished right after it was stored`)
      return stored
    },
  }
}
