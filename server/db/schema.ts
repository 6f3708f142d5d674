import type { ColumnType, RawBuilder } from 'kysely'

/**
 * The typed shape of the database, shared by both dialects. Booleans are stored as SQLite 0/1
 * integers or PostgreSQL booleans; repositories read them through `fromDbBoolean` and write
 * them with `dbBoolean` (see booleans.ts), so callers only ever see `boolean`.
 */
export interface Database {
  settings: SettingsTable
  feature_flags: FeatureFlagsTable
  imported_series: ImportedSeriesTable
  enterprise_form_submissions: EnterpriseFormSubmissionsTable
}

/** Small server-wide values generated once and shared by all instances (e.g. session_secret). */
export interface SettingsTable {
  key: string
  value: string
}

export interface FeatureFlagsTable {
  name: string
  // Writes only accept dbBoolean(...): a plain `true` would fail to bind on SQLite at runtime.
  enabled: ColumnType<StoredBoolean, RawBuilder<boolean>, RawBuilder<boolean>>
  /** Share of users (0-100) that get the flag when enabled; null means everyone. */
  percentage: number | null
}

export type StoredBoolean = boolean | 0 | 1

/** Series loaded by `npm run data:import` (repositories/importedSeriesRepository.ts). */
export interface ImportedSeriesTable {
  path: string
  asset: string
  resolution: string
  point_count: number
  // PostgreSQL answers bigint as a string; the repository converts.
  first_t: ColumnType<number | string, number, number>
  last_t: ColumnType<number | string, number, number>
  /** Little-endian Float64 values, 8 bytes a point. */
  t: Buffer
  v: Buffer
  imported_at: ColumnType<number | string, number, number>
}

/** Enterprise (Schedule Demo) form submissions (repositories/enterpriseFormRepository.ts). */
export interface EnterpriseFormSubmissionsTable {
  id: string
  created_at: ColumnType<number | string, number, never>
  email: string
  company_type: string
  user_plan: string
  is_guest: ColumnType<StoredBoolean, RawBuilder<boolean>, never>
  /** The validated submission as JSON. */
  payload: string
}
