import { EmptyState } from '@/lib/ui/EmptyState'
import { PageHeader } from '@/lib/ui/PageHeader'

export function CatalogPage() {
  return (
    <section className="page">
      <PageHeader
        title="Metric catalog"
        description="Every metric with its assets, resolutions and plan."
      />
      <div className="card">
        <EmptyState />
      </div>
    </section>
  )
}
