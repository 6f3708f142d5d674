import { Link } from '@tanstack/react-router'
import { Suspense, lazy, useEffect } from 'react'
import { checkoutParam } from '@/core/checkout'
import { resolveUpgradeModal, sessionExpiredModal } from '@/core/modals'
import { Dialog } from '@/lib/ui/Dialog'

// The demo form is only needed when someone asks for it: keep it out of the entry chunk.
const ContactSalesModal = lazy(() =>
  import('./contactSales/ContactSalesModal').then((m) => ({ default: m.ContactSalesModal })),
)

interface ModalHostProps {
  modal: string | undefined
  upgradePlan: string | undefined
  authenticated: boolean | undefined
  /** Whether the signed-in user may still start the free trial. */
  trialAvailable: boolean
  onClose: () => void
  onContactSales: () => void
  onRedirectToPricing: () => void
  onLogin: () => void
}

/** Opens the app-wide modal named by the `modal` query parameter (app.md section 2, Modals). */
export function ModalHost(props: ModalHostProps) {
  const { modal, upgradePlan, authenticated, trialAvailable, onClose, onContactSales } = props
  const { onRedirectToPricing, onLogin } = props
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
          upgrade.action === 'checkout' ? (
            <UpgradeToAdvanced signedIn={authenticated === true} trial={trialAvailable} />
          ) : (
            <>
              <Link to="/pricing" className="button">
                See plans
              </Link>
              <button type="button" className="button primary" onClick={onContactSales}>
                Contact sales
              </button>
            </>
          )
        }
      >
        <p>{upgrade.text}</p>
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
  // The dashboard and workbench modals (dashboardAddMetric, workbenchEditFormula, …) are opened
  // by their pages, which hold what they edit; elsewhere the name opens nothing.
  return null
}

/**
 * Advanced is bought on the pricing page. The free trial opens there at once (the pricing page
 * acts on ?checkout=); paying is left to the page, where the cycle is chosen; a guest signs up
 * from there.
 */
function UpgradeToAdvanced({ signedIn, trial }: { signedIn: boolean; trial: boolean }) {
  if (signedIn && trial) {
    return (
      <Link to="/pricing" search={{ checkout: checkoutParam(true) }} className="button primary">
        Start free trial
      </Link>
    )
  }
  return (
    <Link to="/pricing" className="button primary">
      {signedIn ? 'Upgrade' : 'See plans'}
    </Link>
  )
}
