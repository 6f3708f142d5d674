import { checkoutResumePath } from '@/core/checkout'
import { freeTrialDays } from '@/core/constants'
import { billingCycles, type BillingCycle } from '@/core/plans'
import {
  cardPrice,
  pricingAction,
  pricingCardInfo,
  pricingCards,
  trialNote,
  type PricingViewer,
} from '@/core/pricing'
import { PageHeader } from '@/lib/ui/PageHeader'
import { PlanCardAction, type CheckoutChoice } from './PlanCardAction'
import './pricing.css'

export type { CheckoutChoice } from './PlanCardAction'

const cycleLabels: Record<BillingCycle, string> = { monthly: 'Monthly', yearly: 'Yearly' }

interface PricingPageProps {
  cycle: BillingCycle
  onCycleChange: (cycle: BillingCycle) => void
  /** Who is looking: the buttons follow their plan, trial and the coupon campaign. */
  viewer: PricingViewer
  onCheckout: (choice: CheckoutChoice) => void
}

export function PricingPage({ cycle, onCycleChange, viewer, onCheckout }: PricingPageProps) {
  const cards = pricingCards.map((card) => ({
    card,
    ...pricingCardInfo[card],
    action: pricingAction(viewer, card, cycle),
  }))
  const offersTrial = cards.some(({ action }) => action.kind === 'trial')
  return (
    <section className="page pricing-page">
      <PageHeader
        title="Pricing"
        description={`Start free. Try Advanced free for ${freeTrialDays} days.`}
      />
      <div className="segmented" role="radiogroup" aria-label="Billing cycle">
        {billingCycles.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={cycle === c}
            onClick={() => onCycleChange(c)}
          >
            {cycleLabels[c]}
          </button>
        ))}
      </div>
      <div className="plan-grid">
        {cards.map(({ card, name, description, action }) => (
          <article key={card} className="card plan-card" aria-label={name}>
            <h2>{name}</h2>
            <p className="plan-price">{cardPrice(card, cycle)}</p>
            <p className="muted">{description}</p>
            <PlanCardAction
              action={action}
              onCheckout={onCheckout}
              signupRedirectTo={card === 'advanced' ? checkoutResumePath(cycle, true) : undefined}
            />
          </article>
        ))}
      </div>
      {offersTrial ? <p className="muted plan-note">{trialNote(cycle)}</p> : null}
    </section>
  )
}
