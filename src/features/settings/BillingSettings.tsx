import { useQuery } from '@tanstack/react-query'
import { InvoiceList } from './InvoiceList'
import { SettingsLoadError, SettingsLoading } from './SectionStates'
import { accountInfoQuery, billingInfoQuery } from './settingsQueries'
import { SubscriptionCard } from './SubscriptionCard'

/** /settings/billing: the subscription, its payment method, cancelling it, and invoices. */
export function BillingSettings() {
  const billing = useQuery(billingInfoQuery)
  const account = useQuery(accountInfoQuery)
  const failed = billing.error ?? account.error

  return (
    <>
      {billing.data && account.data ? (
        <SubscriptionCard
          billing={billing.data}
          userPlan={account.data.plan}
          trial={account.data.trial}
        />
      ) : (
        <section className="card" aria-labelledby="subscription-heading">
          <h2 id="subscription-heading">Subscription</h2>
          {failed ? (
            <SettingsLoadError
              what="your billing details"
              error={failed}
              onRetry={() => void Promise.all([billing.refetch(), account.refetch()])}
            />
          ) : (
            <SettingsLoading label="billing details" />
          )}
        </section>
      )}
      <InvoiceList />
    </>
  )
}
