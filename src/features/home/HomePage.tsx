import * as Tabs from '@radix-ui/react-tabs'
import { EmptyState } from '@/lib/ui/EmptyState'
import { PageHeader } from '@/lib/ui/PageHeader'

export const assetTableTabs = [
  'Overview',
  'Fundamentals',
  'Profit & Loss',
  'Supply Dynamics',
  'Futures',
] as const

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
      <section className="card" aria-label="Assets">
        <h2>Assets</h2>
        <Tabs.Root defaultValue={assetTableTabs[0]}>
          <Tabs.List className="tabs" aria-label="Asset table views">
            {assetTableTabs.map((tab) => (
              <Tabs.Trigger key={tab} value={tab}>
                {tab}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {assetTableTabs.map((tab) => (
            <Tabs.Content key={tab} value={tab}>
              <EmptyState />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </section>
    </section>
  )
}
