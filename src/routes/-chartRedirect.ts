import { redirect } from '@tanstack/react-router'
import type { MetricsRedirectSearch } from '@/core/searchParams'

/**
 * /metrics and /workbench are older entry points to charts: the metric parameter names the
 * chart, and the asset is kept. (Files starting with "-" are not routes.)
 */
export function redirectToChart(search: MetricsRedirectSearch): never {
  const keep = search.a ? { a: search.a } : {}
  if (search.metric) {
    throw redirect({
      to: '/charts/$id',
      params: { id: search.metric },
      search: keep,
      replace: true,
    })
  }
  throw redirect({ to: '/charts', search: keep, replace: true })
}
