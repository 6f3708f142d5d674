import { Link } from '@tanstack/react-router'
import { pricing } from '@/core/constants'
import { PageHeader } from '@/lib/ui/PageHeader'
import './pricing.css'

type Cycle = 'monthly' | 'yearly'

const planCards = [
  {
    id: 'standard',
    name: 'Standard',
    description: 'Fundamental network and market metrics for retail.',
  },
  {
    id: 'advanced',
    name: 'Advanced',
    description: 'Up-to-date on-chain indicators and futures data for traders.',
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'The most advanced features for organizations.',
  },
] as const

function price(id: string, cycle: Cycle): string {
  if (id === 'standard') return 'Free'
  if (id === 'professional') return 'Custom'
  return cycle === 'yearly'
    ? `$${pricing.yearlyPerMonth}/mo, billed yearly`
    : `$${pricing.monthly}/mo`
}

export function PricingPage({
  cycle,
  onCycleChange,
}: {
  cycle: Cycle
  onCycleChange: (c: Cycle) => void
}) {
  return (
    <section className="page pricing-page">
      <PageHeader title="Pricing" description="Start free. Try Advanced free for 14 days." />
      <div className="segmented" role="radiogroup" aria-label="Billing cycle">
        {(['monthly', 'yearly'] as const).map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={cycle === c}
            onClick={() => onCycleChange(c)}
          >
            {c === 'monthly' ? 'Monthly' : 'Yearly'}
          </button>
        ))}
      </div>
      <div className="plan-grid">
        {planCards.map((plan) => (
          <article key={plan.id} className="card plan-card" aria-label={plan.name}>
            <h2>{plan.name}</h2>
            <p className="plan-price">{price(plan.id, cycle)}</p>
            <p className="muted">{plan.description}</p>
            {plan.id === 'professional' ? (
              <Link to="." search={{ modal: 'contactSalesForm' }} className="button">
                Contact sales
              </Link>
            ) : (
              <Link to="/auth/$method" params={{ method: 'signup' }} className="button primary">
                {plan.id === 'standard' ? 'Start for free' : 'Sign up'}
              </Link>
            )}
          </article>
        ))}
      </div>
    </section>
  )
}
