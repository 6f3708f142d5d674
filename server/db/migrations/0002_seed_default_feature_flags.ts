import { sql, type Kysely } from 'kysely'

// The flags the app reads at start; all on for everyone in the reference backend.
const defaultFlags = ['ai-chat', 'topic-pages', 'home-second-row']

interface FeatureFlagsSnapshot {
  feature_flags: { name: string; enabled: unknown; percentage: number | null }
}

export async function up(db: Kysely<FeatureFlagsSnapshot>): Promise<void> {
  await db
    .insertInto('feature_flags')
    // SQL TRUE literal: better-sqlite3 cannot bind a JS boolean, PostgreSQL needs a boolean.
    .values(defaultFlags.map((name) => ({ name, enabled: sql`true`, percentage: null })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
}

export async function down(db: Kysely<FeatureFlagsSnapshot>): Promise<void> {
  await db.deleteFrom('feature_flags').where('name', 'in', defaultFlags).execute()
}
