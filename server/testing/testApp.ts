import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { DestinationStream } from 'pino'
import { buildApp } from '../app'
import type { AppDependencies } from '../appDependencies'
import { loadConfig, type Env } from '../config'
import { createDatabase, type DatabaseHandle } from '../db/createDatabase'
import { migrateToLatest } from '../db/migrate'
import { createLogger } from '../logger'

export interface TestApp {
  app: FastifyInstance
  database: DatabaseHandle
  /** The app's DATA_DIR (temp); account mails land in its `mail/` folder. */
  dataDir: string
  /** JSON log lines written while the app ran (level debug and up). */
  logs: () => Record<string, unknown>[]
  /** Closes the app (and its database) and removes the temp data dir. */
  close(): Promise<void>
}

/**
 * A real app over a fresh SQLite database in a temp dir, logging into memory. It is not ready
 * yet, so a test can add throwaway routes before its first `inject`. Given `database` (a
 * connection of its own, e.g. `DatabaseTarget.open()`), it runs over that one instead: two apps
 * over one database are two instances behind a load balancer. The app closes it.
 */
export async function buildTestApp(
  env: Env = {},
  deps: Pick<
    AppDependencies,
    | 'metricSource'
    | 'clock'
    | 'metricAccess'
    | 'repeat'
    | 'alertSenders'
    | 'pulses'
    | 'alertRepeat'
    | 'searchEngine'
  > = {},
  options: { database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-app-test-'))
  const config = loadConfig({
    STATIC_DIR: path.join(dataDir, 'no-build'),
    ...env,
    DATA_DIR: dataDir,
  })
  const database = options.database ?? createDatabase(config)
  await migrateToLatest(database)

  const lines: string[] = []
  const destination: DestinationStream = { write: (line) => void lines.push(line) }
  const logger = createLogger('debug', { destination })

  const app = await buildApp(config, {
    database,
    sessionSecret: Buffer.alloc(32, 7),
    logger,
    responseMismatch: 'throw',
    ...deps,
  })
  return {
    app,
    database,
    dataDir,
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    async close() {
      await app.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
