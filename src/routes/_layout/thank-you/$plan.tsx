import { createFileRoute } from '@tanstack/react-router'
import { ThankYouPage } from '@/features/thankYou/ThankYouPage'

// /thank-you/{plan}, or thank-you/advanced-{suffix} after an upgrade to Advanced.
export const Route = createFileRoute('/_layout/thank-you/$plan')({ component: ThankYou })

function ThankYou() {
  const { plan } = Route.useParams()
  return <ThankYouPage plan={plan.startsWith('advanced') ? 'Advanced' : plan} />
}
