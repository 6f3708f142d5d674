import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { priceFor } from '@/core/billingCatalog'
import { checkoutAnalytics, thankYouSlug, type Purchase } from '@/core/checkout'
import { analytics } from '@/lib/analytics/analytics'
import { currentUserQuery, useCurrentUser } from '@/lib/auth/currentUser'
import { clientConfigQuery } from '@/lib/config/clientConfig'
import { openCheckout, prepareCheckout } from '@/lib/payments/openCheckout'
import type { CheckoutErrorReason, CheckoutUpdate } from '@/lib/payments/checkoutSession'
import { toast } from '@/lib/ui/toastStore'
import type { CheckoutChoice } from './PlanCardAction'

const errorToasts: Record<CheckoutErrorReason, [string, string]> = {
  'popup-blocked': [
    'Your browser blocked the checkout window',
    'Allow pop-ups for this site, then press the button again.',
  ],
  unavailable: ['The checkout could not be loaded', 'Check your connection and try again.'],
  payment: ['The payment did not go through', 'Check the details in the checkout and try again.'],
}

/**
 * Runs the Advanced checkout for the signed-in user: opens the provider's checkout for the
 * chosen cycle and trial, and on completion reports it, refetches the user (whose plan the
 * webhook changes) and goes to the thank-you page. Closing does nothing but give focus back.
 * The returned function must be called from the click itself: the sandbox opens a popup.
 */
export function useCheckoutFlow(): (choice: CheckoutChoice) => void {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { user } = useCurrentUser()
  const { data: config, refetch: refetchConfig } = useQuery(clientConfigQuery)

  // Paddle.js comes from its CDN: fetch it while the user reads the prices.
  useEffect(() => {
    if (config) prepareCheckout(config)
  }, [config])

  return useCallback(
    ({ billingCycle, trial }: CheckoutChoice) => {
      if (!user) return
      if (!config) {
        toast.error(...errorToasts.unavailable)
        void refetchConfig()
        return
      }
      const purchase: Purchase = { plan: 'advanced', cycle: billingCycle, trial }
      const returnFocus =
        document.activeElement instanceof HTMLElement ? document.activeElement : null
      analytics.track('checkout_open', { ...purchase })

      const onUpdate = (update: CheckoutUpdate) => {
        switch (update.name) {
          case 'checkout.loaded':
            return
          case 'checkout.closed':
            analytics.track('checkout_close', { ...purchase })
            returnFocus?.focus()
            return
          case 'checkout.error':
            analytics.track('checkout_error', { ...purchase, reason: update.reason })
            toast.error(...errorToasts[update.reason])
            return
          case 'checkout.completed': {
            const { data } = update
            const properties = checkoutAnalytics(
              purchase,
              data && {
                transactionId: data.transaction_id,
                total: data.totals.total,
                currency: data.currency_code,
              },
            )
            analytics.track('checkout_complete', { ...properties })
            if (trial) analytics.track('trial_start', { ...properties })
            void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey })
            void navigate({ to: '/thank-you/$plan', params: { plan: thankYouSlug(purchase) } })
            return
          }
        }
      }

      openCheckout(
        config,
        {
          priceId: priceFor(purchase.plan, billingCycle).priceId,
          trial,
          email: user.email,
          userUuid: user.uuid,
        },
        onUpdate,
      )
    },
    [user, config, refetchConfig, queryClient, navigate],
  )
}
