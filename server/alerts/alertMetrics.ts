import type { CatalogMetric } from '@/core/api/catalog'
import type { MetricDescriptor } from '@/core/api/metrics'
import type { MetricSource } from '../metrics/metricSource'

/** A metric an alert may name: how the source serves it and how the catalog presents it. */
export interface AlertMetric {
  descriptor: MetricDescriptor
  /** Its catalog entry (name, studio config); undefined when the catalog does not list it. */
  catalog: CatalogMetric | undefined
}

/** Finds metrics by path (metric alerts) and by metric code (items of workbench formulas). */
export interface AlertMetrics {
  byPath(path: string): AlertMetric | undefined
  byCode(metricCode: string): AlertMetric | undefined
}

/**
 * The metrics of `source` (the one the metrics API serves) with the catalog's studio config,
 * which the spec reads before an alert is created or changed (app.md section 7): a metric the
 * catalog does not list has no config, so no `alerts`.
 */
export function createAlertMetrics(
  catalog: readonly CatalogMetric[],
  source: Pick<MetricSource, 'descriptor' | 'descriptors'>,
): AlertMetrics {
  const byPath = new Map(catalog.map((entry) => [entry.path, entry]))
  const pathOfCode = new Map(catalog.map((entry) => [entry.metricCode, entry.path]))
  const find = (descriptor: MetricDescriptor | undefined): AlertMetric | undefined =>
    descriptor && { descriptor, catalog: byPath.get(descriptor.path) }
  return {
    byPath: (path) => find(source.descriptor(path)),
    byCode(metricCode) {
      const path = pathOfCode.get(metricCode)
      if (path !== undefined) return find(source.descriptor(path))
      return find(source.descriptors().find((descriptor) => descriptor.code === metricCode))
    },
  }
}
