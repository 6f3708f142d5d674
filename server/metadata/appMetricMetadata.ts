import type { MetricDescriptor } from '@/core/api/metrics'
import type { MetricMetadata } from '@/core/api/metricsMetadata'

/**
 * GET /v1/metadata/metric?code=…: the app's own shape (spec section 3), which the chart settings
 * read. `refs.metric_variant` says whether the metric is a point-in-time variant.
 */
export function appMetricMetadata(descriptor: MetricDescriptor, isPit: boolean): MetricMetadata {
  return {
    code: descriptor.code,
    path: descriptor.path,
    name: descriptor.name,
    tier: descriptor.tier,
    parameters: {
      a: descriptor.assets,
      i: descriptor.resolutions,
      c: descriptor.currencies,
      ...Object.fromEntries(
        Object.entries(descriptor.parameters).filter(([name]) => !['a', 'i', 'c'].includes(name)),
      ),
    },
    descriptors: {
      description: descriptor.description,
      group: descriptor.group,
      shape: descriptor.shape,
    },
    refs: { metric_variant: isPit ? 'pit' : 'base' },
  }
}
