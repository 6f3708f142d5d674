import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '@/lib/auth/requireLogin'
import { SuccessPage } from '@/features/thankYou/SuccessPage'

export const Route = createFileRoute('/_layout/success')({
  beforeLoad: ({ context, location }) => requireLogin(context.queryClient, location),
  component: SuccessPage,
})
