import { Link } from '@tanstack/react-router'
import { PageHeader } from '@/lib/ui/PageHeader'

export function ThankYouPage({ plan }: { plan: string }) {
  return (
    <section className="page">
      <PageHeader title="Thank you!" description={`Your ${plan} plan is being activated.`} />
      <Link to="/charts" className="button primary">
        Go to charts
      </Link>
    </section>
  )
}

export function SuccessPage() {
  return (
    <section className="page">
      <PageHeader title="Success" description="Your request went through." />
      <Link to="/home" className="button primary">
        Go Home
      </Link>
    </section>
  )
}
