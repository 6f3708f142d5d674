import { Link } from '@tanstack/react-router'
import { trialDays } from '@/core/billingCatalog'
import type { ThankYouTarget } from '@/core/checkout'
import { planBenefits } from '@/core/planBenefits'
import { planLabel } from '@/core/plans'
import { PageHeader } from '@/lib/ui/PageHeader'
import { usePlanActivation } from './usePlanActivation'
import './thankYou.css'

/** What started, in words: the trial, or the plan and how it is billed. */
function startedText({ plan, trial, cycle }: ThankYouTarget): string {
  const name = planLabel(plan)
  if (trial) return `Your ${trialDays}-day free trial of ${name} has started.`
  return cycle ? `Your ${name} plan is active, billed ${cycle}.` : `Your ${name} plan is active.`
}

/**
 * After a completed checkout: waits for the plan to reach the account (the provider's webhook
 * may lag the checkout), then says what it unlocks and continues to /success.
 */
export function ThankYouPage({ target }: { target: ThankYouTarget }) {
  const { state, retry } = usePlanActivation(target.plan)
  const name = planLabel(target.plan)
  return (
    <section className="page thank-you-page">
      <PageHeader
        title="Thank you!"
        description={state === 'active' ? startedText(target) : 'Your checkout is complete.'}
      />
      {state === 'activating' ? (
        <div className="card activation" role="status">
          <p>Activating your plan…</p>
          <progress aria-label={`Activating ${name}`} />
        </div>
      ) : null}
      {state === 'delayed' ? (
        <div className="card activation" role="status">
          <p>
            Activating {name} is taking longer than usual. It may take a minute: your plan appears
            on your account as soon as the payment provider confirms it.
          </p>
          <button type="button" className="button" onClick={retry}>
            Check again
          </button>
        </div>
      ) : null}
      {state === 'active' ? (
        <div className="card" aria-label={`${name} plan`}>
          <h2>{name}</h2>
          <p className="muted">What your plan unlocks:</p>
          <ul className="plan-benefits">
            {planBenefits[target.plan].map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Link to="/success" className="button primary">
        Continue
      </Link>
    </section>
  )
}
