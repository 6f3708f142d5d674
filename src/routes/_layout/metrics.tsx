import { createFileRoute, redirect } from '@tanstack/react-router'
import { metricsRedirectSearchSchema } from '@/core/searchParams'

// The old Charts entry point: /metrics?metric=X opens that chart.
export const Route = createFileRoute('/_layout/metrics')({
  validateSearch: metricsRedirectSearchSchema,
  beforeLoad: ({ search }) => {
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
  },
})
