import type { ColumnType, RawBuilder } from 'kysely'

// Column types shared by the table files (schema.ts, alertTables.ts): here so those files import
// them without importing each other.

/** A boolean as either database hands it back: SQLite 0/1 integers, PostgreSQL booleans. */
export type StoredBoolean = boolean | 0 | 1

/** Writes only accept dbBoolean(...) (booleans.ts): a plain `true` would fail to bind on SQLite. */
export type WritableBoolean = ColumnType<StoredBoolean, RawBuilder<boolean>, RawBuilder<boolean>>

/** Milliseconds since the epoch; PostgreSQL answers bigint as a string, so reads go through Number(). */
export type Millis = ColumnType<number | string, number, number>
