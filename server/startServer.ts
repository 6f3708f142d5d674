import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import { buildApp } from './app'
import type { AppDependencies } from './appDependencies'
import type { Config } from './config'
import { createDatabase } from './db/createDatabase'
import { migrateToLatest } from './db/migrate'
import { createLogger } from './logger'
import { describeMailer } from './mail/configuredMailer'
import type { MetricSource } from './metrics/metricSource'
import { createConfiguredSource } from './metrics/sources/configuredSource'
import { createSettingsRepository } from './repositories/settingsRepository'
import { loadSessionSecret } from './security/sessionSecret'

export interface RunningServer {
  app: FastifyInstance
  /** Where the server can be reached from this machine, e.g. http://localhost:8080. */
  url: string
  port: number
  /** Stops accepting requests, finishes in-flight ones and closes the database. */
  close(): Promise<void>
}

/**
 * Opens and migrates the database, builds the app and listens. Used by main.ts and by anything
 * that needs a real server in-process (end-to-end setup: pass PORT 0 and a temp DATA_DIR).
 */
export async function startServer(
  config: Config,
  options: {
    logger?: Logger
    /**
     * Serves /v1/metrics and /v1/metadata from it; by default the configured one (upstream or
     * demo, with imported series over it).
     */
    metricSource?: MetricSource
    /** Alert channels and the pulse hub (AppDependencies); none by default. */
    alertSenders?: AppDependencies['alertSenders']
    pulses?: AppDependencies['pulses']
  } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel)
  const database = createDatabase(config, {
    onPoolError: (error) => logger.error({ err: error }, 'Idle PostgreSQL connection failed'),
  })
  let app: FastifyInstance | undefined
  try {
    const applied = await migrateToLatest(database)
    if (applied.length > 0) logger.info({ migrations: applied }, 'Database migrated')
    const sessionSecret = await loadSessionSecret(createSettingsRepository(database.db))
    app = await buildApp(config, {
      database,
      sessionSecret,
      logger,
      metricSource:
        options.metricSource ?? (await createConfiguredSource(config, database, logger)),
      ...(options.alertSenders === undefined ? {} : { alertSenders: options.alertSenders }),
      ...(options.pulses === undefined ? {} : { pulses: options.pulses }),
    })
    await app.listen({ host: config.host, port: config.port })
  } catch (error) {
    // app.close() closes the database through its onClose hook; without an app, close it here.
    await (app ? app.close() : database.close()).catch(() => undefined)
    throw error
  }

  const { port } = app.server.address() as AddressInfo
  const url = `http://${displayHost(config.host)}:${port}`
  logger.info(
    { url, database: database.dialect, mail: describeMailer(config) },
    `Onchain Studio listening on ${url}`,
  )
  const running = app
  return { app: running, url, port, close: () => running.close() }
}

// A wildcard bind address is not something a browser can open.
function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost'
  return host.includes(':') ? `[${host}]` : host
}
