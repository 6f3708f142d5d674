import { createFileRoute } from '@tanstack/react-router'
import { flagNames } from '@/core/featureFlags'
import { defaultBillingCycle } from '@/core/plans'
import { checkoutParam } from '@/core/checkout'
import { pricingSearchSchema } from '@/core/searchParams'
import { PricingPage } from '@/features/pricing/PricingPage'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { useFeatureFlag } from '@/lib/flags/useFeatureFlag'

export const Route = createFileRoute('/_layout/pricing')({
  validateSearch: pricingSearchSchema,
  component: Pricing,
})

function Pricing() {
  const { billingCycle } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { user, plan } = useCurrentUser()
  const couponCampaign = useFeatureFlag(flagNames.couponCampaign)
  return (
    <PricingPage
      cycle={billingCycle ?? defaultBillingCycle}
      viewer={{ plan, trialAvailable: user?.trialAvailable ?? false, couponCampaign }}
      onCycleChange={(cycle) =>
        void navigate({ search: (prev) => ({ ...prev, billingCycle: cycle }), replace: true })
      }
      onCheckout={({ billingCycle: cycle, trial }) =>
        void navigate({
          search: (prev) => ({ ...prev, billingCycle: cycle, checkout: checkoutParam(trial) }),
        })
      }
    />
  )
}
