import { createFileRoute, redirect } from '@tanstack/react-router'
import { metricsRedirectSearchSchema } from '@/core/searchParams'

// /workbench/{id} is the chart with that id.
export const Route = createFileRoute('/_layout/workbench/$uuid')({
  validateSearch: metricsRedirectSearchSchema,
  beforeLoad: ({ params, search }) => {
    throw redirect({
      to: '/charts/$id',
      params: { id: params.uuid },
      search: search.a ? { a: search.a } : {},
      replace: true,
    })
  },
})
