import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_layout/thank-you/')({
  beforeLoad: () => {
    throw redirect({ to: '/charts', replace: true })
  },
})
