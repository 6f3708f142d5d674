import { createFileRoute } from '@tanstack/react-router'
import { defaultAsset } from '@/core/constants'
import { Placeholder } from '@/lib/ui/Placeholder'
import { DashboardPage } from '@/features/dashboards/DashboardPage'

export const Route = createFileRoute('/_layout/dashboards/$uuid')({
  component: Dashboard,
  pendingComponent: () => <Placeholder kind="dashboard" />,
})

function Dashboard() {
  const { uuid } = Route.useParams()
  const { a } = Route.useSearch()
  return <DashboardPage dashboardId={uuid} asset={a ?? defaultAsset} />
}
