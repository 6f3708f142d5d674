import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { CompiledQuery, Kysely, SqliteDialect, sql, type Driver } from 'kysely'
import pg from 'pg'
import type { Config } from '../config'
import { OwnSchemaPostgresDialect } from './ownSchemaIntrospector'
import type { Database } from './schema'
import { withStatementCache } from './statementCache'

export type Dialect = 'sqlite' | 'postgres'

/** The database of the server: one Kysely instance over SQLite (default) or PostgreSQL. */
export interface DatabaseHandle {
  db: Kysely<Database>
  dialect: Dialect
  /**
   * PostgreSQL only: the pool's connection string, for what needs a dedicated connection of its
   * own outside the pool (the pulse hub's LISTEN, server/pulses/postgresPulseHub.ts).
   */
  connectionString?: string
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
  // Statements are prepared once per SQL text, not on every query (statementCache.ts).
  const database = withStatementCache(connection)
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }) })
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

/**
 * SQLite's dialect with transactions that take the write lock as they begin (`BEGIN IMMEDIATE`).
 * A deferred transaction that reads first and writes later fails at once, without the busy
 * timeout, when another process (a CLI, a second instance) committed in between: WAL mode cannot
 * move its snapshot forward (SQLITE_BUSY_SNAPSHOT), and the request would answer 500. Taking the
 * lock up front makes either side wait its turn within `busy_timeout`.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver()
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'))
    }
    return driver
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
  // Its introspection (the migrator's) reads our schema only, not every schema in the database.
  const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) })
  return { db, dialect: 'postgres', connectionString, close: once(() => db.destroy()) }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined
  return () => (result ??= fn())
}
