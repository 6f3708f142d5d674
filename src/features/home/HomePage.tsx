import { EmptyState } from '@/lib/ui/EmptyState'
import { PageHeader } from '@/lib/ui/PageHeader'
import { AssetTable } from './AssetTable'

export function HomePage() {
  return (
    <section className="page home-page">
      <PageHeader
        title="Home"
        description="The latest on-chain intelligence, market structure and assets at a glance."
      />
      <article className="card article-card" aria-label="Latest Week On-Chain">
        <h2>Latest Week On-Chain</h2>
        <EmptyState title="No articles yet" />
      </article>
      <AssetTable />
    </section>
  )
}
