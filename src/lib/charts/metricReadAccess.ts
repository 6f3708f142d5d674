import { useCallback, useEffect } from 'react'
import type { MetricTier } from '@/core/api/metrics'
import { metricReadDecision, type MetricReadDecision } from '@/core/metricAccess'
import { useCurrentUser } from '@/lib/auth/currentUser'

/**
 * `metricReadDecision` for the viewer: the plan once the user is read (gated tiers wait until
 * then). A plan that may be out of date never locks anything: while the user is being read
 * again, and while it is the copy kept on this device from before this page loaded (a plan
 * bought on another device or given by the operator since is not in it), which is then read
 * again once. Offline, the kept plan decides.
 */
export function useMetricReadDecision(): (tier: MetricTier) => MetricReadDecision {
  const { plan, status, query } = useCurrentUser()
  const known = status === 'initial' ? undefined : plan
  const restored = query.data !== undefined && query.dataUpdatedAt < performance.timeOrigin
  // As offlineStaleTime has it: offline, the kept copy is as fresh as it gets (a read would fail).
  const offline = query.fetchStatus === 'paused' || !navigator.onLine
  const unsure = query.isFetching || (restored && !offline)
  const { refetch } = query
  useEffect(() => {
    if (restored && !offline) void refetch()
  }, [restored, offline, refetch])
  return useCallback(
    (tier) => {
      const decision = metricReadDecision(known, tier)
      return decision.kind === 'locked' && unsure ? { kind: 'wait' } : decision
    },
    [known, unsure],
  )
}
