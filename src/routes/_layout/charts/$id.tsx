import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { chartIdKind } from '@/core/charts/chartIdKind'
import { defaultAsset } from '@/core/constants'
import { Placeholder } from '@/lib/ui/Placeholder'
import { ChartPage, type ChartPageSearch } from '@/features/charts/ChartPage'
import { chartPageQuery, chartSidebarQuery } from '@/lib/charts/catalogQueries'
import { presetSlugs, workbenchPresetsQuery } from '@/lib/udm/udmQueries'

export const Route = createFileRoute('/_layout/charts/$id')({
  loaderDeps: ({ search }) => ({ a: search.a ?? defaultAsset }),
  // Started here so the chart's config and sidebar load alongside the route's code; the page
  // shows their loading and error states itself (and works from the cache offline). A metric's
  // chart page is asked for only when the id names a metric: a saved chart has none.
  loader: async ({ context: { queryClient }, params, deps }) => {
    void queryClient.prefetchQuery(chartSidebarQuery(deps.a))
    let kind = chartIdKind(params.id, undefined)
    if (kind === 'pending') {
      const presets = await queryClient.ensureQueryData(workbenchPresetsQuery).catch(() => [])
      kind = chartIdKind(params.id, presetSlugs(presets))
    }
    if (kind === 'metric') void queryClient.prefetchQuery(chartPageQuery(params.id, deps.a))
  },
  component: Chart,
  pendingComponent: () => <Placeholder kind="chart" />,
})

function Chart() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearch = useCallback(
    (patch: Partial<ChartPageSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  )
  return <ChartPage id={id} asset={search.a ?? defaultAsset} search={search} onSearch={onSearch} />
}
