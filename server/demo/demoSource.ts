import type { MetricDescriptor } from '@/core/api/metrics'
import { intervalEndsBetween } from '../metrics/availability'
import type { MetricQuery, MetricSource, SeriesColumns } from '../metrics/metricSource'
import { demoAssets } from './assets'
import { generateSeries } from './generate'
import { DemoModel } from './model'
import { TEN_MINUTES } from './time'
import { describe, metricDefinitions } from './metrics/registry'

/** The seed of the shipped demo dataset (Bitcoin's genesis date). */
export const defaultDemoSeed = 20090103

export interface DemoSourceOptions {
  /** Another seed gives another, equally plausible dataset (same shapes, different noise). */
  seed?: number
  /** Budget of the memoised histories (48 MiB by default). */
  cacheBytes?: number
}

/** Generated in memory: series come at once, never as a promise. */
export interface DemoSource extends MetricSource {
  series(path: string, query: MetricQuery, now: number): SeriesColumns
}

/**
 * The deterministic demo dataset: 30 assets and the metrics of metrics/registry.ts, generated
 * on request from a seed. Histories run from each asset's genesis to `now`; the same arguments
 * give the same numbers on every machine.
 */
export function createDemoSource(options: DemoSourceOptions = {}): DemoSource {
  const model = new DemoModel(options.seed ?? defaultDemoSeed, options.cacheBytes)
  // One array for the life of the source: callers may index it by identity.
  const descriptors: readonly MetricDescriptor[] = metricDefinitions.map(describe)
  const byPath = new Map(metricDefinitions.map((definition) => [definition.path, definition]))
  const descriptorByPath = new Map(descriptors.map((descriptor) => [descriptor.path, descriptor]))

  return {
    name: 'demo',
    assets: () => demoAssets,
    descriptors: () => descriptors,
    descriptor: (path) => descriptorByPath.get(path),
    series(path, query, now) {
      const definition = byPath.get(path)
      if (definition === undefined) throw new Error(`Unknown demo metric: ${path}`)
      return generateSeries(model, definition, query, now)
    },
    /**
     * The dataset is computed at each 10-minute step for every asset at once: a point's final
     * value is served from the first step at or after the end of its interval.
     */
    availability(path, query, window) {
      const descriptor = descriptorByPath.get(path)
      if (descriptor === undefined || !descriptor.resolutions.includes(query.interval)) return
      if (query.asset !== undefined && !descriptor.assets.includes(query.asset)) return
      const ends = intervalEndsBetween(query.interval, window.from, window.to)
      return { ends, availableAt: ends.map((end) => Math.ceil(end / TEN_MINUTES) * TEN_MINUTES) }
    },
  }
}
