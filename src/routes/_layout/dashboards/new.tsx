import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { DashboardWorkspace } from '@/features/dashboards/DashboardWorkspace'
import type { DashboardPageSearch } from '@/features/dashboards/page/dashboardPageProps'

// A new dashboard: edited here as a draft, created by its first save (then /dashboards/{uuid}).
export const Route = createFileRoute('/_layout/dashboards/new')({
  component: NewDashboard,
})

function NewDashboard() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearch = useCallback(
    (patch: Partial<DashboardPageSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  )
  return <DashboardWorkspace id={null} search={search} onSearch={onSearch} />
}
