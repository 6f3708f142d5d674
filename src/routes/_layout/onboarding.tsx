import { createFileRoute, useRouter } from '@tanstack/react-router'
import { globalSearchFields, searchObject } from '@/core/searchParams'
import { OnboardingPage } from '@/features/onboarding/OnboardingPage'
import { useCurrentUser } from '@/lib/auth/currentUser'

export const Route = createFileRoute('/_layout/onboarding')({
  validateSearch: searchObject(globalSearchFields),
  component: Onboarding,
})

// After the survey a new user goes on to where their sign-in started (a checkout they chose on
// the pricing page, say), else home.
function Onboarding() {
  const { status } = useCurrentUser()
  const { redirectTo } = Route.useSearch()
  const router = useRouter()
  return (
    <OnboardingPage status={status} onDone={() => router.history.push(redirectTo ?? '/home')} />
  )
}
