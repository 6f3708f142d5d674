import { Link } from '@tanstack/react-router'
import { pricingLabels, type PricingAction } from '@/core/pricing'
import type { BillingCycle } from '@/core/plans'

/** Advanced on a cycle, with or without the free trial first. */
export interface CheckoutChoice {
  billingCycle: BillingCycle
  trial: boolean
}

interface PlanCardActionProps {
  action: PricingAction
  onCheckout: (choice: CheckoutChoice) => void
  /** Where sign-up returns to: the Advanced card comes back to its checkout. */
  signupRedirectTo?: string | undefined
}

/** The button of one plan card, as `pricingAction` (src/core/pricing.ts) decided it. */
export function PlanCardAction({ action, onCheckout, signupRedirectTo }: PlanCardActionProps) {
  const billingCycle = action.billingCycle ?? 'yearly'
  switch (action.kind) {
    case 'signup':
      return (
        <Link
          to="/auth/$method"
          params={{ method: 'signup' }}
          search={signupRedirectTo ? { redirectTo: signupRedirectTo } : {}}
          className="button primary"
        >
          {action.label}
        </Link>
      )
    case 'contact':
      return (
        <Link to="." search={(prev) => ({ ...prev, modal: 'contactSalesForm' })} className="button">
          {action.label}
        </Link>
      )
    case 'billing':
      return (
        <Link to="/settings/$slug" params={{ slug: 'billing' }} className="button">
          {action.label}
        </Link>
      )
    case 'current':
      return (
        <button type="button" className="button" disabled>
          {action.label}
        </button>
      )
    case 'trial':
    case 'checkout':
      return (
        <div className="plan-actions">
          <button
            type="button"
            className="button primary"
            onClick={() => onCheckout({ billingCycle, trial: action.kind === 'trial' })}
          >
            {action.label}
          </button>
          {action.payNowLink ? (
            <button
              type="button"
              className="link-button"
              onClick={() => onCheckout({ billingCycle, trial: false })}
            >
              {pricingLabels.payNow}
            </button>
          ) : null}
        </div>
      )
    case 'none':
      return null
  }
}
