import { createFileRoute } from '@tanstack/react-router'
import { pricingSearchSchema } from '@/core/searchParams'
import { PricingPage } from '@/features/pricing/PricingPage'

export const Route = createFileRoute('/_layout/pricing')({
  validateSearch: pricingSearchSchema,
  component: Pricing,
})

function Pricing() {
  const { billingCycle } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PricingPage
      cycle={billingCycle ?? 'yearly'}
      onCycleChange={(cycle) =>
        void navigate({ search: (prev) => ({ ...prev, billingCycle: cycle }), replace: true })
      }
    />
  )
}
