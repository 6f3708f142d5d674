import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, it } from 'vitest'
import type { Config } from '../config'
import { createDatabase, type DatabaseHandle, type Dialect } from '../db/createDatabase'

/**
 * Runs one test suite against every database the server supports. SQLite always runs (in a
 * temp dir). PostgreSQL runs when TEST_DATABASE_URL is set, in a schema of its own that is
 * dropped afterwards, so reruns and parallel runs never see each other's rows. With CI=true a
 * missing TEST_DATABASE_URL fails instead of skipping, so CI cannot silently test SQLite only.
 */
export interface DatabaseTarget {
  dialect: Dialect
  config: Pick<Config, 'dataDir' | 'databaseUrl'>
  /** Another connection (think: another instance) to this suite's database; closed after it. */
  open(): DatabaseHandle
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined
const postgresRequired = process.env.CI === 'true'

export function describeEachDatabase(
  title: string,
  define: (target: DatabaseTarget) => void,
): void {
  describe(`${title} (SQLite)`, () => define(sqliteTarget()))

  describe(`${title} (PostgreSQL)`, () => {
    if (testDatabaseUrl !== undefined) {
      define(postgresTarget(testDatabaseUrl))
    } else if (postgresRequired) {
      it('needs TEST_DATABASE_URL', () => {
        throw new Error('CI=true but TEST_DATABASE_URL is not set: PostgreSQL tests cannot run')
      })
    } else {
      it.skip('skipped: set TEST_DATABASE_URL to run against PostgreSQL', () => {})
    }
  })
}

function sqliteTarget(): DatabaseTarget {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-db-test-'))
  const config = { dataDir, databaseUrl: undefined }
  const handles = trackHandles()
  afterAll(async () => {
    await handles.closeAll()
    rmSync(dataDir, { recursive: true, force: true })
  })
  return { dialect: 'sqlite', config, open: () => handles.add(createDatabase(config)) }
}

function postgresTarget(baseUrl: string): DatabaseTarget {
  const schema = `studio_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const url = new URL(baseUrl)
  // libpq-style `options`: every pooled connection starts with this schema first in its path.
  url.searchParams.set('options', `-c search_path=${schema}`)
  const config = { dataDir: os.tmpdir(), databaseUrl: url.toString() }
  const handles = trackHandles()

  beforeAll(() => withAdminClient(baseUrl, (c) => c.query(`create schema "${schema}"`)))
  afterAll(async () => {
    await handles.closeAll()
    await withAdminClient(baseUrl, (c) => c.query(`drop schema if exists "${schema}" cascade`))
  })
  return { dialect: 'postgres', config, open: () => handles.add(createDatabase(config)) }
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>) {
  // A schema still locked by a session a test left open fails its drop after 20 s, naming the
  // lock, instead of hanging the run.
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
    lock_timeout: 20_000,
  })
  await client.connect()
  try {
    await run(client)
  } finally {
    await client.end()
  }
}

function trackHandles() {
  const open: DatabaseHandle[] = []
  return {
    add(handle: DatabaseHandle) {
      open.push(handle)
      return handle
    },
    async closeAll() {
      await Promise.all(open.splice(0).map((h) => h.close()))
    },
  }
}
