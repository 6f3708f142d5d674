import type SqliteDatabase from 'better-sqlite3'
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely'
import { LRUCache } from 'lru-cache'

/** Distinct SQL texts kept prepared; the server's queries are a few hundred at most. */
export const defaultStatementCacheSize = 500

/**
 * The SQLite connection as Kysely sees it, with prepared statements kept by SQL text. Kysely's
 * driver prepares every query it runs, and preparing (parsing and planning the SQL) cost more
 * than running the indexed lookups of a request: the API-key lookup of every series request
 * spent most of its time there (docs/api.md, "Serving under load"). Queries and reads reuse the
 * statement; `iterate` (Kysely's streams) prepares its own, since an iterator left unfinished
 * keeps its statement busy. Kysely runs one query at a time on the connection, so a reused
 * statement is never in use twice. The least recently prepared text goes past `maxStatements`.
 */
export function withStatementCache(
  connection: SqliteDatabase.Database,
  maxStatements = defaultStatementCacheSize,
): KyselySqliteDatabase {
  const statements = new LRUCache<string, SqliteStatement>({ max: maxStatements })
  return {
    close: () => void connection.close(),
    prepare(sql) {
      // peek: a reuse does not renew the text, as before (the oldest prepared goes first).
      let statement = statements.peek(sql)
      if (statement === undefined) {
        const prepared = connection.prepare(sql)
        statement = {
          reader: prepared.reader,
          all: (parameters) => prepared.all(parameters),
          run: (parameters) => prepared.run(parameters),
          iterate: (parameters) => connection.prepare(sql).iterate(parameters),
        }
        statements.set(sql, statement)
      }
      return statement
    },
  }
}
