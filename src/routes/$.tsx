import { createFileRoute, redirect } from '@tanstack/react-router'

// Unknown paths go home (app.md section 2).
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true })
  },
})
