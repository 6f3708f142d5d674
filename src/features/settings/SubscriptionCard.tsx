import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import type { BillingInfo } from '@/core/api/payments'
import { formatDate } from '@/core/format/date'
import { planLabel, type Plan } from '@/core/plans'
import { formatMoney } from '@/core/format/money'
import { cycleLabels, paymentMethodLabel } from './billingFormat'
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog'

function statusText(billing: BillingInfo, trial: boolean): string {
  if (!billing.canceled) return trial ? 'Free trial' : 'Active'
  return billing.currentPeriodEnd === null
    ? 'Cancelled'
    : `Cancelled: your plan ends on ${formatDate(billing.currentPeriodEnd)}`
}

/** Without a subscription: the plan the account has, and where to get another one. */
function NoSubscription({ plan }: { plan: Plan }) {
  return (
    <>
      {plan === 'guest' ? (
        <p>You have no paid plan.</p>
      ) : (
        <p>
          You are on the <strong>{planLabel(plan)}</strong> plan, without a subscription.
        </p>
      )}
      <Link to="/pricing" className="button primary">
        See plans and pricing
      </Link>
    </>
  )
}

export function SubscriptionCard({
  billing,
  userPlan,
  trial,
}: {
  billing: BillingInfo
  userPlan: Plan
  trial: boolean
}) {
  const [cancelling, setCancelling] = useState(false)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  if (billing.plan === null) {
    return (
      <section className="card" aria-labelledby="subscription-heading">
        <h2 id="subscription-heading">Subscription</h2>
        <NoSubscription plan={userPlan} />
      </section>
    )
  }

  const name = planLabel(billing.plan)
  const method = paymentMethodLabel(billing)
  // A manual (invoiced) contract is changed through sales, not here.
  const cancellable = !billing.canceled && billing.provider !== 'manual'
  return (
    <section className="card" aria-labelledby="subscription-heading">
      <h2 id="subscription-heading" ref={heading} tabIndex={-1}>
        Subscription
      </h2>
      <dl className="settings-facts">
        <dt>Plan</dt>
        <dd>{name}</dd>
        {billing.billingCycle ? (
          <>
            <dt>Billing cycle</dt>
            <dd>{cycleLabels[billing.billingCycle]}</dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd className={billing.canceled ? 'settings-canceled' : undefined}>
          {statusText(billing, trial)}
        </dd>
        {billing.nextPayment ? (
          <>
            <dt>Next payment</dt>
            <dd>
              {formatMoney(billing.nextPayment.amount, billing.nextPayment.currency)} on{' '}
              {formatDate(billing.nextPayment.date)}
            </dd>
          </>
        ) : null}
        {method ? (
          <>
            <dt>Payment method</dt>
            <dd>{method}</dd>
          </>
        ) : null}
      </dl>
      {billing.provider === 'manual' ? (
        <p className="muted">
          This plan is billed by invoice; <Link to="/contact">contact us</Link> to change it.
        </p>
      ) : null}
      {cancellable ? (
        <div className="settings-actions">
          <button
            ref={cancelButton}
            type="button"
            className="button danger-outline"
            onClick={() => setCancelling(true)}
          >
            Cancel subscription
          </button>
        </div>
      ) : null}
      {cancelling ? (
        <CancelSubscriptionDialog
          planName={name}
          endsAt={billing.nextPayment?.date ?? billing.currentPeriodEnd}
          onClose={() => {
            setCancelling(false)
            // After a cancel the button is gone; focus stays in the card that changed.
            ;(cancelButton.current ?? heading.current)?.focus()
          }}
        />
      ) : null}
    </section>
  )
}
