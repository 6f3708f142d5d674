import { Link } from '@tanstack/react-router'
import { PageHeader } from '@/lib/ui/PageHeader'
import { EmptyState } from '@/lib/ui/EmptyState'
import type { AuthStatus } from '@/lib/auth/currentUser'
import { OnboardingForm } from './OnboardingForm'

interface OnboardingPageProps {
  status: AuthStatus
  /** Where to go once the survey is saved (home). */
  onDone: () => void
}

/** /onboarding: the survey for a signed-in user; a guest is asked to log in first. */
export function OnboardingPage({ status, onDone }: OnboardingPageProps) {
  return (
    <section className="page">
      <PageHeader
        title="Welcome to Onchain Studio"
        description="Tell us how you use on-chain data so we can tailor your start."
      />
      <div className="card">
        {status === 'authenticated' ? (
          <OnboardingForm onDone={onDone} />
        ) : status === 'unauthenticated' ? (
          <EmptyState title="Log in to answer a few questions about how you use on-chain data">
            <Link
              to="/auth/$method"
              params={{ method: 'login' }}
              search={{ redirectTo: '/onboarding' }}
              className="button primary"
            >
              Log in
            </Link>
          </EmptyState>
        ) : (
          <EmptyState title="Loading…" />
        )}
      </div>
    </section>
  )
}
