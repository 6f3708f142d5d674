import { sql, type Kysely } from 'kysely'

// Standard is the free plan every account holds (app.md sections 1 and 4: "Start for free"):
// accounts created before this rule held no product, which read as guest.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE users SET products = ${'["standard"]'} WHERE products = ${'[]'}`.execute(db)
}

export async function down(): Promise<void> {
  // Nothing to undo: holding Standard is what an account means.
}
