import { PageHeader } from '@/lib/ui/PageHeader'
import { EmptyState } from '@/lib/ui/EmptyState'

export function OnboardingPage() {
  return (
    <section className="page">
      <PageHeader
        title="Welcome to Onchain Studio"
        description="Tell us how you use on-chain data so we can tailor your start."
      />
      <div className="card">
        <EmptyState title="No questions yet" />
      </div>
    </section>
  )
}
