import { createFileRoute, redirect } from '@tanstack/react-router'
import { defaultMetricCode } from '@/core/constants'

// Without an id, Charts opens the default chart (active addresses), keeping the asset.
export const Route = createFileRoute('/_layout/charts/')({
  beforeLoad: ({ search }) => {
    throw redirect({
      to: '/charts/$id',
      params: { id: defaultMetricCode },
      search: search.a ? { a: search.a } : {},
      replace: true,
    })
  },
})
