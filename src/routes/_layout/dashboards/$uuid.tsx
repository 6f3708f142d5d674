import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { dashboardQuery } from '@/lib/dashboards/dashboardQueries'
import { Placeholder } from '@/lib/ui/Placeholder'
import { DashboardWorkspace } from '@/features/dashboards/DashboardWorkspace'
import type { DashboardPageSearch } from '@/features/dashboards/page/dashboardPageProps'

export const Route = createFileRoute('/_layout/dashboards/$uuid')({
  loaderDeps: ({ search }) => ({ a: search.a }),
  // Started here so the dashboard loads alongside the route's code; the page shows its loading
  // and error states itself (and works from the cache offline).
  loader: ({ context: { queryClient }, params, deps }) => {
    void queryClient.prefetchQuery(dashboardQuery(params.uuid, deps.a))
  },
  component: Dashboard,
  pendingComponent: () => <Placeholder kind="dashboard" />,
})

function Dashboard() {
  const { uuid } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearch = useCallback(
    (patch: Partial<DashboardPageSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  )
  return <DashboardWorkspace id={uuid} search={search} onSearch={onSearch} />
}
