import { EmptyState } from '@/lib/ui/EmptyState'
import { PageHeader } from '@/lib/ui/PageHeader'

export function PartnerPage({ slug }: { slug: string }) {
  return (
    <section className="page">
      <PageHeader title="Partner" description={slug} />
      <div className="card">
        <EmptyState />
      </div>
    </section>
  )
}
