import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { flagNames } from '@/core/featureFlags'
import { defaultBillingCycle } from '@/core/plans'
import { pricingSearchSchema } from '@/core/searchParams'
import { PricingPage } from '@/features/pricing/PricingPage'
import { useCheckoutFlow } from '@/features/pricing/useCheckoutFlow'
import { useResumeCheckout } from '@/features/pricing/useResumeCheckout'
import { currentUserQuery, useCurrentUser } from '@/lib/auth/currentUser'
import { clientConfigQuery } from '@/lib/config/clientConfig'
import { useFeatureFlag } from '@/lib/flags/useFeatureFlag'

export const Route = createFileRoute('/_layout/pricing')({
  validateSearch: pricingSearchSchema,
  // The checkout picks its provider from the client config: have it before the first click.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchQuery(clientConfigQuery),
      queryClient.prefetchQuery(currentUserQuery),
    ]),
  component: Pricing,
})

function Pricing() {
  const { billingCycle, checkout } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { user, plan, status } = useCurrentUser()
  const config = useQuery(clientConfigQuery)
  const couponCampaign = useFeatureFlag(flagNames.couponCampaign)
  const startCheckout = useCheckoutFlow()
  const cycle = billingCycle ?? defaultBillingCycle
  const viewer = { plan, trialAvailable: user?.trialAvailable ?? false, couponCampaign }
  const clearCheckout = useCallback(
    () => void navigate({ search: (prev) => ({ ...prev, checkout: undefined }), replace: true }),
    [navigate],
  )
  useResumeCheckout({
    param: checkout,
    viewer,
    cycle,
    ready: status !== 'initial' && !config.isPending,
    start: startCheckout,
    clear: clearCheckout,
  })
  return (
    <PricingPage
      cycle={cycle}
      viewer={viewer}
      onCycleChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, billingCycle: next }), replace: true })
      }
      onCheckout={startCheckout}
    />
  )
}
