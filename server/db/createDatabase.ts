import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import type { Config } from '../config'
import type { Database } from './schema'

export type Dialect = 'sqlite' | 'postgres'

/** The database of the server: one Kysely instance over SQLite (default) or PostgreSQL. */
export interface DatabaseHandle {
  db: Kysely<Database>
  dialect: Dialect
  /** Closes connections; safe to call more than once. */
  close(): Promise<void>
}

export interface DatabaseOptions {
  /**
   * Errors of idle pooled PostgreSQL connections (e.g. the database restarted); without a
   * listener they would crash the process.
   */
  onPoolError?: (error: Error) => void
}

export const sqliteFileName = 'studio.sqlite'

export function createDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: DatabaseOptions = {},
): DatabaseHandle {
  return config.databaseUrl === undefined
    ? openSqlite(path.join(config.dataDir, sqliteFileName))
    : openPostgres(config.databaseUrl, options)
}

function openSqlite(file: string): DatabaseHandle {
  mkdirSync(path.dirname(file), { recursive: true })
  const connection = new SqliteDatabase(file)
  // WAL lets readers run while a write is in progress; NORMAL sync is durable enough with WAL.
  connection.pragma('journal_mode = WAL')
  connection.pragma('synchronous = NORMAL')
  connection.pragma('foreign_keys = ON')
  // Another process (a second instance, a CLI) may hold the write lock for a moment.
  connection.pragma('busy_timeout = 5000')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) })
  return {
    db,
    dialect: 'sqlite',
    close: once(async () => {
      // Fold the WAL back into the main file so a copied or backed-up studio.sqlite is complete.
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db)
      await db.destroy()
    }),
  }
}

function openPostgres(connectionString: string, options: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: 'onchain-studio',
  })
  pool.on('error', (error) => options.onPoolError?.(error))
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return { db, dialect: 'postgres', close: once(() => db.destroy()) }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined
  return () => (result ??= fn())
}
