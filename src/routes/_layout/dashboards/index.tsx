import { createFileRoute, redirect } from '@tanstack/react-router'

// Without an id, dashboards open the asset overview, keeping the chosen asset.
export const Route = createFileRoute('/_layout/dashboards/')({
  beforeLoad: ({ search }) => {
    throw redirect({
      to: '/dashboards/$uuid',
      params: { uuid: 'asset-overview' },
      search: search.a ? { a: search.a } : {},
      replace: true,
    })
  },
})
