import { Migrator, NO_MIGRATIONS, sql, type Migration, type MigrationResultSet } from 'kysely'
import type { DatabaseHandle } from './createDatabase'
import * as m0001 from './migrations/0001_create_settings_and_feature_flags'
import * as m0002 from './migrations/0002_seed_default_feature_flags'
import * as m0003 from './migrations/0003_create_imported_series'
import * as m0004 from './migrations/0004_create_accounts'
import * as m0005 from './migrations/0005_create_enterprise_form_submissions'
import * as m0006 from './migrations/0006_create_oidc_payloads'
import * as m0007 from './migrations/0007_create_billing'
import * as m0008 from './migrations/0008_create_survey_responses'
import * as m0009 from './migrations/0009_standard_for_every_account'
import * as m0010 from './migrations/0010_create_user_notifications'
import * as m0011 from './migrations/0011_create_user_metrics'
import * as m0012 from './migrations/0012_create_idempotency_keys'
import * as m0013 from './migrations/0013_create_dashboards'
import * as m0014 from './migrations/0014_create_user_favorites'
import * as m0015 from './migrations/0015_create_rate_limit_counters'
import * as m0016 from './migrations/0016_link_sessions_to_tokens'
import * as m0017 from './migrations/0017_create_alerts'
import * as m0018 from './migrations/0018_create_alert_delivery'
import * as m0019 from './migrations/0019_create_push_subscriptions_and_alert_webhooks'
import * as m0020 from './migrations/0020_create_telegram_links'
import * as m0021 from './migrations/0021_create_search_changes'
import * as m0022 from './migrations/0022_create_search_event_counts'
import * as m0023 from './migrations/0023_add_imported_point_availability'
import * as m0024 from './migrations/0024_create_alert_push_sends'
import * as m0025 from './migrations/0025_create_contact_messages'

/**
 * Migrations live in code (not read from a folder at run time) so they work the same from
 * sources under tsx, from a bundle and in tests. Names sort in the order they must run; add
 * new ones at the end and never edit one that has shipped.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_create_settings_and_feature_flags': m0001,
  '0002_seed_default_feature_flags': m0002,
  '0003_create_imported_series': m0003,
  '0004_create_accounts': m0004,
  '0005_create_enterprise_form_submissions': m0005,
  '0006_create_oidc_payloads': m0006,
  '0007_create_billing': m0007,
  '0008_create_survey_responses': m0008,
  '0009_standard_for_every_account': m0009,
  '0010_create_user_notifications': m0010,
  '0011_create_user_metrics': m0011,
  '0012_create_idempotency_keys': m0012,
  '0013_create_dashboards': m0013,
  '0014_create_user_favorites': m0014,
  '0015_create_rate_limit_counters': m0015,
  '0016_link_sessions_to_tokens': m0016,
  '0017_create_alerts': m0017,
  '0018_create_alert_delivery': m0018,
  '0019_create_push_subscriptions_and_alert_webhooks': m0019,
  '0020_create_telegram_links': m0020,
  '0021_create_search_changes': m0021,
  '0022_create_search_event_counts': m0022,
  '0023_add_imported_point_availability': m0023,
  '0024_create_alert_push_sends': m0024,
  '0025_create_contact_messages': m0025,
}

async function createMigrator(handle: DatabaseHandle): Promise<Migrator> {
  // Kysely looks for its migration table in every schema unless told which one; name the
  // connection's own schema so another app's (or test run's) kysely_migration is never mistaken
  // for ours.
  const migrationTableSchema =
    handle.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db))
          .rows[0]?.schema
      : undefined
  return new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema === undefined ? {} : { migrationTableSchema }),
  })
}

/**
 * Brings the schema up to date; safe to run from several instances at once (Kysely takes an
 * advisory lock on PostgreSQL). Returns the names of the migrations applied by this call.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = await createMigrator(handle)
  return applied(await migrator.migrateToLatest())
}

/** Rolls back every migration; for tests and local resets only. */
export async function migrateDownToNothing(handle: DatabaseHandle): Promise<void> {
  const migrator = await createMigrator(handle)
  applied(await migrator.migrateTo(NO_MIGRATIONS))
}

function applied({ error, results }: MigrationResultSet): string[] {
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName
    const which = failed === undefined ? 'Database migration' : `Database migration ${failed}`
    throw new Error(`${which} failed: ${describe(error)}`, { cause: error })
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
