import { sql, type RawBuilder } from 'kysely'
import type { StoredBoolean } from './columnTypes'

/**
 * better-sqlite3 refuses to bind JavaScript booleans, and PostgreSQL columns are real booleans.
 * The SQL literals TRUE and FALSE mean the same on both (SQLite >= 3.23 reads them as 1 and 0),
 * so writing a literal keeps repositories free of dialect checks.
 */
export function dbBoolean(value: boolean): RawBuilder<boolean> {
  return value ? sql<boolean>`true` : sql<boolean>`false`
}

export function fromDbBoolean(value: StoredBoolean): boolean {
  return value === true || value === 1
}
