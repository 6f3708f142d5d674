import { useCallback } from 'react'
import type { MetricTier } from '@/core/api/metrics'
import { metricReadDecision, type MetricReadDecision } from '@/core/metricAccess'
import { useCurrentUser } from '@/lib/auth/currentUser'

/**
 * `metricReadDecision` for the viewer: the plan once the user is read (gated tiers wait until
 * then). A plan kept from before an upgrade could lock what the server now opens, so nothing is
 * shown locked while the user is being read again.
 */
export function useMetricReadDecision(): (tier: MetricTier) => MetricReadDecision {
  const { plan, status, query } = useCurrentUser()
  const known = status === 'initial' ? undefined : plan
  const refreshing = query.isFetching
  return useCallback(
    (tier) => {
      const decision = metricReadDecision(known, tier)
      return decision.kind === 'locked' && refreshing ? { kind: 'wait' } : decision
    },
    [known, refreshing],
  )
}
