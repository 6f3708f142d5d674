import { createFileRoute } from '@tanstack/react-router'
import { insightsSearchSchema } from '@/core/contentSearchParams'
import { InsightsPage } from '@/features/insights/InsightsPage'

export const Route = createFileRoute('/_layout/insights/')({
  validateSearch: insightsSearchSchema,
  component: Insights,
})

function Insights() {
  const { page = 1 } = Route.useSearch()
  return <InsightsPage page={page} />
}
