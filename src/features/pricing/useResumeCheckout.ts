import { useEffect, useRef } from 'react'
import { parseCheckoutParam } from '@/core/checkout'
import type { BillingCycle } from '@/core/plans'
import { checkoutToResume, type PricingViewer } from '@/core/pricing'
import type { CheckoutChoice } from './PlanCardAction'

interface ResumeOptions {
  /** The `checkout` query parameter. */
  param: string | undefined
  viewer: PricingViewer
  cycle: BillingCycle
  /** Who is signed in is known, and so is the checkout provider. */
  ready: boolean
  start: (choice: CheckoutChoice) => void
  /** Drops the parameter, so a reload or Back does not open the checkout again. */
  clear: () => void
}

/**
 * Opens the checkout that `?checkout=` asks for (a guest coming back from sign-up, the navbar's
 * Start free trial), once, if the viewer's Advanced card offers it.
 */
export function useResumeCheckout({ param, viewer, cycle, ready, start, clear }: ResumeOptions) {
  const handled = useRef<string | undefined>(undefined)
  useEffect(() => {
    // Gone from the address: the same request may come again later (another click).
    if (param === undefined) handled.current = undefined
    if (param === undefined || !ready || handled.current === param) return
    handled.current = param
    const resume = checkoutToResume(viewer, parseCheckoutParam(param), cycle)
    clear()
    if (resume) start(resume)
  }, [param, ready, viewer, cycle, start, clear])
}
