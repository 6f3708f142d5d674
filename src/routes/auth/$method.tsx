import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { globalSearchFields, lenient, searchObject } from '@/core/searchParams'
import { AuthTriggerPage, type AuthMethod } from '@/features/auth/LoginPage'
import { LogoutPage } from '@/features/auth/LogoutPage'

const methods: readonly AuthMethod[] = ['login', 'signup', 'logout']

function isAuthMethod(value: string): value is AuthMethod {
  return (methods as readonly string[]).includes(value)
}

const authSearchSchema = searchObject({
  ...globalSearchFields,
  verified: lenient(z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]))),
})

// /auth/{method}: no layout; starts sign-in, sign-up or sign-out.
export const Route = createFileRoute('/auth/$method')({
  validateSearch: authSearchSchema,
  beforeLoad: ({ params }) => {
    if (!isAuthMethod(params.method)) throw redirect({ to: '/home', replace: true })
  },
  component: AuthTrigger,
})

function AuthTrigger() {
  const { method } = Route.useParams()
  const { redirectTo, redirect_to, verified } = Route.useSearch()
  if (method === 'logout') return <LogoutPage />
  return (
    <AuthTriggerPage
      method={isAuthMethod(method) ? method : 'login'}
      redirectTo={redirectTo ?? redirect_to}
      verified={verified}
    />
  )
}
