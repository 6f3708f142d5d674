import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { LoadedDashboard } from '@/core/dashboardEditor/dashboardState'

/**
 * Where a new dashboard's page goes: to the dashboard its first save created (in place of the
 * draft's address, so Back does not open an empty draft again), or, on Cancel, back to the page
 * New dashboard was pressed on (the dashboards page when there is none). Either happens after
 * the render that cleared `modified`, so the unsaved-changes guard lets it go. Returns Cancel.
 */
export function useLeaveNewDashboard(
  state: LoadedDashboard,
  isNew: boolean,
  asset: string | undefined,
): () => void {
  const router = useRouter()
  const [cancelled, setCancelled] = useState(false)
  const created = isNew ? state.saved : null

  useEffect(() => {
    if (created === null) return
    void router.navigate({
      to: '/dashboards/$uuid',
      params: { uuid: created.uuid },
      search: { a: created.data.meta.asset ?? undefined },
      replace: true,
    })
  }, [created, router])

  useEffect(() => {
    if (!cancelled) return
    if (router.history.canGoBack()) router.history.back()
    else void router.navigate({ to: '/dashboards', search: { a: asset }, replace: true })
  }, [cancelled, router, asset])

  return () => setCancelled(true)
}
