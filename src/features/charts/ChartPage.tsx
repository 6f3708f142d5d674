import { EmptyState } from '@/lib/ui/EmptyState'
import { PageHeader } from '@/lib/ui/PageHeader'
import './charts.css'

export function ChartPage({ chartId, asset }: { chartId: string; asset: string }) {
  return (
    <section className="page chart-page">
      <aside className="chart-sidebar card" aria-label="Metrics">
        <input type="search" aria-label="Filter metrics" placeholder="Filter metrics" />
        <EmptyState title="No metrics" />
      </aside>
      <div className="chart-main">
        <PageHeader title={chartId} description={<>Asset: {asset}</>} />
        <div className="chart-area card">
          <EmptyState />
        </div>
      </div>
    </section>
  )
}
