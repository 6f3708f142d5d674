import type { FastifyInstance } from 'fastify'
import type { CatalogMetric } from '@/core/api/catalog'
import type { AppDependencies } from '../appDependencies'
import { appOrigin } from '../auth/registerAccounts'
import type { Config } from '../config'
import type { MetricSource } from '../metrics/metricSource'
import type { AlertMetrics } from './alertMetrics'
import { createAlertEngine, type AlertEngine } from './alertEngine'

/**
 * The app's alert engine: evaluation ticks and the outbox start when the app is ready (pending
 * deliveries of a previous process are sent then) and stop before it closes, waiting for
 * running work so the database is not closed under it.
 */
export function startAlertEngine(
  app: FastifyInstance,
  config: Config,
  deps: Pick<AppDependencies, 'database' | 'alertSenders' | 'pulses' | 'alertRepeat' | 'repeat'>,
  options: {
    source: MetricSource
    metrics: AlertMetrics
    catalog: readonly CatalogMetric[]
    clock: () => number
  },
): AlertEngine {
  const codes = new Map(options.catalog.map((metric) => [metric.path, metric.metricCode]))
  const engine = createAlertEngine({
    db: deps.database.db,
    dialect: deps.database.dialect,
    source: options.source,
    metrics: options.metrics,
    clock: options.clock,
    log: app.log,
    senders: deps.alertSenders ?? [],
    pulses: deps.pulses,
    origin: appOrigin(config),
    metricCodeOf: (path) => codes.get(path) ?? options.source.descriptor(path)?.code,
  })
  let stop: (() => Promise<void>) | undefined
  app.addHook('onReady', async () => {
    stop = engine.start(config.alertTickMs, deps.alertRepeat ?? deps.repeat)
  })
  app.addHook('preClose', async () => {
    await stop?.()
  })
  return engine
}
