import { createFileRoute } from '@tanstack/react-router'
import { metricsRedirectSearchSchema } from '@/core/searchParams'
import { redirectToChart } from '../-chartRedirect'

// The old Charts entry point: /metrics?metric=X opens that chart.
export const Route = createFileRoute('/_layout/metrics')({
  validateSearch: metricsRedirectSearchSchema,
  beforeLoad: ({ search }) => redirectToChart(search),
})
