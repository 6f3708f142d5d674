import { useQueries } from '@tanstack/react-query'
import type { MetricItem } from '@/core/api/udmItems'
import type { Resolution } from '@/core/resolution'
import { commonResolutions } from '@/core/workbench/viewResolution'
import { metricMetadataQuery } from '@/lib/charts/catalogQueries'

/**
 * The resolutions the workbench can be shown at (every metric item offers them, read from each
 * metric's metadata like the metric chart's Resolution) and the address's `i` when it is one of
 * them; a stale or unknown `i` leaves every item at its own.
 */
export function useViewResolution(
  metricItems: readonly MetricItem[],
  wanted: Resolution | undefined,
): { options: Resolution[]; value: Resolution | undefined } {
  const metadata = useQueries({
    queries: metricItems.map((item) => metricMetadataQuery(item.meta.metricCode, item.meta.asset)),
  })
  const options = commonResolutions(metadata.map((query) => query.data?.parameters.i))
  return { options, value: wanted !== undefined && options.includes(wanted) ? wanted : undefined }
}
