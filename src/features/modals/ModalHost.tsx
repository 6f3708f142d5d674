import { Suspense, lazy, useEffect } from 'react'
import { resolveUpgradeModal, sessionExpiredModal } from '@/core/modals'
import { Dialog } from '@/lib/ui/Dialog'
import { pendingModalTitles, type PendingModal } from './pendingModals'

// The demo form is only needed when someone asks for it: keep it out of the entry chunk.
const ContactSalesModal = lazy(() =>
  import('./contactSales/ContactSalesModal').then((m) => ({ default: m.ContactSalesModal })),
)

interface ModalHostProps {
  modal: string | undefined
  upgradePlan: string | undefined
  authenticated: boolean | undefined
  onClose: () => void
  onRedirectToPricing: () => void
  onLogin: () => void
}

/** Opens the modal named by the `modal` query parameter (app.md section 2, Modals). */
export function ModalHost(props: ModalHostProps) {
  const { modal, upgradePlan, authenticated, onClose, onRedirectToPricing, onLogin } = props
  const upgrade = modal === 'upgrade' ? resolveUpgradeModal(upgradePlan) : undefined
  const redirect = upgrade?.redirectToPricing === true

  useEffect(() => {
    if (redirect) onRedirectToPricing()
  }, [redirect, onRedirectToPricing])

  if (modal === 'sessionExpired') {
    // Shown only to someone who is not signed in; a live session just drops the parameter.
    if (authenticated !== false) return null
    return (
      <Dialog
        open
        title={sessionExpiredModal.title}
        onClose={onClose}
        footer={
          <button type="button" className="button primary" onClick={onLogin}>
            Log in
          </button>
        }
      >
        <p>{sessionExpiredModal.text}</p>
      </Dialog>
    )
  }
  if (upgrade && upgrade.redirectToPricing === false) {
    return (
      <Dialog
        open
        title={upgrade.title}
        onClose={onClose}
        footer={
          <a className="button primary" href="/pricing">
            See plans
          </a>
        }
      >
        <p>Compare plans and choose the one that unlocks this feature.</p>
      </Dialog>
    )
  }
  if (modal === 'contactSalesForm') {
    return (
      <Suspense fallback={null}>
        <ContactSalesModal onClose={onClose} />
      </Suspense>
    )
  }
  if (modal && modal in pendingModalTitles) {
    return (
      <Dialog open title={pendingModalTitles[modal as PendingModal]} onClose={onClose}>
        <p>Open a dashboard or workbench in edit mode to use this.</p>
      </Dialog>
    )
  }
  return null
}
