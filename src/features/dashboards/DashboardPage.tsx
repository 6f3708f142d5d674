import { EmptyState } from '@/lib/ui/EmptyState'
import { PageHeader } from '@/lib/ui/PageHeader'

function titleFromSlug(slug: string): string {
  const words = slug.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function DashboardPage({ dashboardId, asset }: { dashboardId: string; asset: string }) {
  return (
    <section className="page dashboard-page">
      <PageHeader title={titleFromSlug(dashboardId)} description={<>Asset: {asset}</>} />
      <div className="dashboard-grid card">
        <EmptyState title="This dashboard has no items yet" />
      </div>
    </section>
  )
}
