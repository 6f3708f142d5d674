import { createFileRoute, redirect } from '@tanstack/react-router'

// The legacy catalog page moved to /catalog; old links and bookmarks keep working.
export const Route = createFileRoute('/_layout/metric-catalog')({
  beforeLoad: () => {
    throw redirect({ to: '/catalog', replace: true })
  },
})
