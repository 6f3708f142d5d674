import { createFileRoute } from '@tanstack/react-router'
import { OnboardingPage } from '@/features/onboarding/OnboardingPage'
import { useCurrentUser } from '@/lib/auth/currentUser'

export const Route = createFileRoute('/_layout/onboarding')({ component: Onboarding })

function Onboarding() {
  const { status } = useCurrentUser()
  const navigate = Route.useNavigate()
  return <OnboardingPage status={status} onDone={() => void navigate({ to: '/home' })} />
}
