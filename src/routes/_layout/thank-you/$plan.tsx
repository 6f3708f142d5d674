import { createFileRoute, redirect } from '@tanstack/react-router'
import { parseThankYouSlug } from '@/core/checkout'
import { ThankYouPage } from '@/features/thankYou/ThankYouPage'

// /thank-you/{plan}, or /thank-you/advanced-{suffix} after an Advanced upgrade
// (advanced-trial-yearly, advanced-monthly, …); anything else goes to charts.
export const Route = createFileRoute('/_layout/thank-you/$plan')({
  beforeLoad: ({ params }) => {
    if (parseThankYouSlug(params.plan) === undefined)
      throw redirect({ to: '/charts', replace: true })
  },
  component: ThankYou,
})

function ThankYou() {
  const target = parseThankYouSlug(Route.useParams().plan)
  return target ? <ThankYouPage target={target} /> : null
}
