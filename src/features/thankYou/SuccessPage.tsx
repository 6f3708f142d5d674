import { Link } from '@tanstack/react-router'
import { PageHeader } from '@/lib/ui/PageHeader'
import './thankYou.css'

/** The end of the checkout: where to go next. */
export function SuccessPage() {
  return (
    <section className="page success-page">
      <PageHeader title="Success" description="You are all set. Your plan is ready to use." />
      <div className="button-row">
        <Link to="/charts" className="button primary">
          Go to Charts
        </Link>
        <Link to="/settings/$slug" params={{ slug: 'billing' }} className="button">
          Settings › Billing
        </Link>
      </div>
    </section>
  )
}
