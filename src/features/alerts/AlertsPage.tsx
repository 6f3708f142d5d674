import { EmptyState } from '@/lib/ui/EmptyState'
import { PageHeader } from '@/lib/ui/PageHeader'

export function AlertsPage() {
  return (
    <section className="page">
      <PageHeader
        title="Alerts"
        description="Get notified by push or Telegram when a metric crosses your threshold."
      />
      <div className="card">
        <EmptyState title="No alerts yet" />
      </div>
    </section>
  )
}
