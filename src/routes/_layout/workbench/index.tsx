import { createFileRoute } from '@tanstack/react-router'
import { metricsRedirectSearchSchema } from '@/core/searchParams'
import { redirectToChart } from '../../-chartRedirect'

// Workbenches are charts now; the metric parameter names which one.
export const Route = createFileRoute('/_layout/workbench/')({
  validateSearch: metricsRedirectSearchSchema,
  beforeLoad: ({ search }) => redirectToChart(search),
})
