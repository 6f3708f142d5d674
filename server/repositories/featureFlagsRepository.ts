import type { Kysely } from 'kysely'
import { dbBoolean, fromDbBoolean } from '../db/booleans'
import type { Database } from '../db/schema'

export interface FeatureFlag {
  name: string
  enabled: boolean
  /** Share of users (0-100) that see the flag when enabled; null means everyone. */
  percentage: number | null
}

export interface FeatureFlagsRepository {
  /** All flags, sorted by name so responses are stable (and cache well). */
  list(): Promise<FeatureFlag[]>
  /** Creates the flag or replaces its state. */
  upsert(flag: FeatureFlag): Promise<void>
}

export function createFeatureFlagsRepository(db: Kysely<Database>): FeatureFlagsRepository {
  return {
    async list() {
      const rows = await db
        .selectFrom('feature_flags')
        .select(['name', 'enabled', 'percentage'])
        .orderBy('name')
        .execute()
      return rows.map((row) => ({
        name: row.name,
        enabled: fromDbBoolean(row.enabled),
        percentage: row.percentage,
      }))
    },

    async upsert(flag) {
      assertValidFlag(flag)
      const values = { enabled: dbBoolean(flag.enabled), percentage: flag.percentage }
      await db
        .insertInto('feature_flags')
        .values({ name: flag.name, ...values })
        .onConflict((oc) => oc.column('name').doUpdateSet(values))
        .execute()
    },
  }
}

// The database has a check constraint too; failing here gives a message instead of a driver error.
function assertValidFlag(flag: FeatureFlag): void {
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(flag.name)) {
    throw new RangeError(`Feature flag name "${flag.name}" must be kebab-case, at most 100 chars`)
  }
  const p = flag.percentage
  if (p !== null && !(Number.isInteger(p) && p >= 0 && p <= 100)) {
    throw new RangeError(`Feature flag percentage must be an integer 0-100 or null, got ${p}`)
  }
}
