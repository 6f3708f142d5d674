import { useMemo } from 'react'
import type { DemoFormContext } from '@/core/demoForm'
import { contactSalesModal } from '@/core/modals'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { Dialog } from '@/lib/ui/Dialog'
import { DemoForm } from './DemoForm'

/** Where the visitor came from: the `referrer` parameter, else the page the modal opened on. */
function currentReferrer(): string {
  return new URLSearchParams(window.location.search).get('referrer') ?? window.location.pathname
}

export function ContactSalesModal({ onClose }: { onClose: () => void }) {
  const { user, status } = useCurrentUser()
  const context = useMemo<DemoFormContext>(() => ({ user, referrer: currentReferrer() }), [user])
  return (
    <Dialog open title={contactSalesModal.title} width={contactSalesModal.width} onClose={onClose}>
      {/* The form reads who is signed in once, so it waits until that is known. */}
      {status === 'initial' ? null : (
        <DemoForm key={user?.uuid ?? 'guest'} context={context} onSubmitted={onClose} />
      )}
    </Dialog>
  )
}
