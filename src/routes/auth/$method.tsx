import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthTriggerPage, type AuthMethod } from '@/features/auth/LoginPage'

const methods: readonly AuthMethod[] = ['login', 'signup', 'logout']

function isAuthMethod(value: string): value is AuthMethod {
  return (methods as readonly string[]).includes(value)
}

// /auth/{method}: no layout; starts sign-in, sign-up or sign-out.
export const Route = createFileRoute('/auth/$method')({
  beforeLoad: ({ params }) => {
    if (!isAuthMethod(params.method)) throw redirect({ to: '/home', replace: true })
  },
  component: AuthTrigger,
})

function AuthTrigger() {
  const { method } = Route.useParams()
  const { redirectTo } = Route.useSearch()
  return (
    <AuthTriggerPage method={isAuthMethod(method) ? method : 'login'} redirectTo={redirectTo} />
  )
}
