import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createDatabase, type DatabaseHandle } from '../../server/db/createDatabase'
import { migrateToLatest } from '../../server/db/migrate'

/*
 * A migrated database of the benchmark's own, dropped afterwards: a SQLite file in a temp dir (the
 * server's default), or, when BENCH_DATABASE_URL (else TEST_DATABASE_URL) is set, a fresh schema
 * on that PostgreSQL, as server/testing/databaseTargets.ts makes one for the tests.
 */

export interface BenchDatabase {
  handle: DatabaseHandle
  /** "SQLite file" or "PostgreSQL". */
  label: string
  /** Another connection to the same database (think: another server instance); its user closes it. */
  connect(): DatabaseHandle
  /** Closes it and removes the file or the schema. */
  dispose(): Promise<void>
}

export async function openBenchDatabase(): Promise<BenchDatabase> {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined
  if (url === undefined) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'))
    const handle = createDatabase({ dataDir, databaseUrl: undefined })
    await migrateToLatest(handle)
    return {
      handle,
      label: 'SQLite file',
      connect: () => createDatabase({ dataDir, databaseUrl: undefined }),
      async dispose() {
        await handle.close()
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  }
  const schema = `studio_bench_${process.pid}_${randomBytes(4).toString('hex')}`
  await withClient(url, (client) => client.query(`create schema "${schema}"`))
  const scoped = new URL(url)
  scoped.searchParams.set('options', `-c search_path=${schema}`)
  const handle = createDatabase({ dataDir: os.tmpdir(), databaseUrl: scoped.toString() })
  await migrateToLatest(handle)
  return {
    handle,
    label: 'PostgreSQL',
    connect: () => createDatabase({ dataDir: os.tmpdir(), databaseUrl: scoped.toString() }),
    async dispose() {
      await handle.close()
      await withClient(url, (client) => client.query(`drop schema if exists "${schema}" cascade`))
    },
  }
}

async function withClient(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await run(client)
  } finally {
    await client.end()
  }
}
