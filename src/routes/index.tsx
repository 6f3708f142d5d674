import { createFileRoute, redirect } from '@tanstack/react-router'

// The index of the app is the home page.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true })
  },
})
