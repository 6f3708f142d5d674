import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { DemoFormContext } from '@/core/demoForm'
import { contactSalesModal } from '@/core/modals'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { onboardingSurveyQuery } from '@/lib/surveys/onboardingSurvey'
import { Dialog } from '@/lib/ui/Dialog'
import { DemoForm } from './DemoForm'

/** Where the visitor came from: the `referrer` parameter, else the page the modal opened on. */
function currentReferrer(): string {
  return new URLSearchParams(window.location.search).get('referrer') ?? window.location.pathname
}

export function ContactSalesModal({ onClose }: { onClose: () => void }) {
  const { user, status } = useCurrentUser()
  // A signed-in user's onboarding answers decide which questions the form still asks.
  const survey = useQuery({ ...onboardingSurveyQuery, enabled: user !== null })
  const onboarding = survey.data?.answers ?? null
  const context = useMemo<DemoFormContext>(
    () => ({ user, onboarding, referrer: currentReferrer() }),
    [user, onboarding],
  )
  // The form reads its context once, so it waits until both are known; answers that cannot be
  // read (offline) count as none, and the form asks the questions itself.
  const ready = status !== 'initial' && (user === null || !survey.isPending)
  return (
    <Dialog open title={contactSalesModal.title} width={contactSalesModal.width} onClose={onClose}>
      {ready ? (
        <DemoForm key={user?.uuid ?? 'guest'} context={context} onSubmitted={onClose} />
      ) : null}
    </Dialog>
  )
}
