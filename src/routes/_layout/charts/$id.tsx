import { createFileRoute } from '@tanstack/react-router'
import { defaultAsset } from '@/core/constants'
import { Placeholder } from '@/lib/ui/Placeholder'
import { ChartPage } from '@/features/charts/ChartPage'

export const Route = createFileRoute('/_layout/charts/$id')({
  component: Chart,
  pendingComponent: () => <Placeholder kind="chart" />,
})

function Chart() {
  const { id } = Route.useParams()
  const { a } = Route.useSearch()
  return <ChartPage chartId={id} asset={a ?? defaultAsset} />
}
