import type { Logger } from 'pino'
import type { Config } from '../../config'
import type { DatabaseHandle } from '../../db/createDatabase'
import { createDemoSource } from '../../demo/demoSource'
import { createImportedSeriesRepository } from '../../repositories/importedSeriesRepository'
import type { MetricSource } from '../metricSource'
import { createLayeredSource } from './layeredSource'
import { createUpstreamSource } from './upstreamSource'

/**
 * The server's metric source from its configuration: the upstream provider when
 * GLASSNODE_API_KEY is set, else the demo dataset, with imported series over either.
 */
export async function createConfiguredSource(
  config: Pick<Config, 'glassnode'>,
  database: DatabaseHandle,
  logger: Logger,
): Promise<MetricSource> {
  const fallback =
    config.glassnode === undefined
      ? createDemoSource()
      : await createUpstreamSource({
          url: config.glassnode.apiUrl,
          apiKey: config.glassnode.apiKey,
        })
  return createLayeredSource({
    imports: createImportedSeriesRepository(database.db),
    fallback,
    onCheckError: (error) => logger.warn({ err: error }, 'Checking for imported series failed'),
  })
}
