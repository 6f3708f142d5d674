import { createFileRoute, redirect } from '@tanstack/react-router'

// The index of the app is the home page; the query (a modal, a referrer) goes along.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/home', search: true, replace: true })
  },
})
