import { createFileRoute } from '@tanstack/react-router'
import { defaultAsset } from '@/core/constants'
import { DashboardPage } from '@/features/dashboards/DashboardPage'

export const Route = createFileRoute('/_layout/dashboards/$uuid')({ component: Dashboard })

function Dashboard() {
  const { uuid } = Route.useParams()
  const { a } = Route.useSearch()
  return <DashboardPage dashboardId={uuid} asset={a ?? defaultAsset} />
}
