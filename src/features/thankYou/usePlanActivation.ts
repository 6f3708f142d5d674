import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import type { PaidPlan } from '@/core/billingCatalog'
import { planActivated, planActivationPollMs, planActivationTimeoutMs } from '@/core/planBenefits'
import { currentUserQuery } from '@/lib/auth/currentUser'

export type ActivationState = 'activating' | 'active' | 'delayed'

/**
 * Watches the signed-in user until the bought plan shows up. The sandbox applies its webhook
 * before the checkout completes; real Paddle sends it on its own schedule, so we poll user
 * info for a while and then stop and say it may take a minute (`retry` polls again).
 */
export function usePlanActivation(plan: PaidPlan): { state: ActivationState; retry: () => void } {
  // Each retry is a new attempt with its own timeout; the last one to time out is remembered.
  const [attempt, setAttempt] = useState(0)
  const [timedOutAttempt, setTimedOutAttempt] = useState<number | null>(null)
  const timedOut = timedOutAttempt === attempt
  const { data: user } = useQuery({
    ...currentUserQuery,
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      timedOut || planActivated(query.state.data?.plan, plan) ? false : planActivationPollMs,
  })
  const active = planActivated(user?.plan, plan)

  useEffect(() => {
    if (active) return
    const timer = setTimeout(() => setTimedOutAttempt(attempt), planActivationTimeoutMs)
    return () => clearTimeout(timer)
  }, [active, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state: active ? 'active' : timedOut ? 'delayed' : 'activating', retry }
}
