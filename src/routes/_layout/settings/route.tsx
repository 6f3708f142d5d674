import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '@/lib/auth/requireLogin'

export const Route = createFileRoute('/_layout/settings')({
  beforeLoad: ({ context, location }) => requireLogin(context.queryClient, location),
  component: Outlet,
})
