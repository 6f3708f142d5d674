import { useQueryClient } from '@tanstack/react-query'
import { useEffect, type Dispatch } from 'react'
import type { DashboardAction, LoadedDashboard } from '@/core/dashboardEditor/dashboardState'
import { revalidateDashboard } from '@/lib/dashboards/dashboardQueries'

/**
 * `editDashboard` in the address opens edit mode (Edit sets it; a guest comes back with it after
 * signing in). The user's own dashboard is first revalidated with its ETag (docs/offline.md,
 * "Conflicts"): edit mode starts on the version the server has now, so a copy held for up to ten
 * minutes, or restored from the device, does not make the save meet a newer one. Offline, or
 * without an answer in time, it starts on the copy held. Answers whether it is revalidating.
 */
export function useRevalidatedEdit(
  state: LoadedDashboard,
  requested: boolean,
  asset: string | undefined,
  dispatch: Dispatch<DashboardAction>,
): boolean {
  const queryClient = useQueryClient()
  const editing = state.mode === 'edit'
  const uuid = state.saved?.uuid
  const own = state.saved !== null && !state.readOnly
  // Asked for once per request, as the address says it: a save leaves edit mode a moment before
  // the address drops `editDashboard`, and must not open it again. Edit mode is idempotent.
  useEffect(() => {
    if (!requested) return
    if (uuid === undefined || !own) return dispatch({ type: 'edit' })
    let current = true
    void revalidateDashboard(queryClient, uuid, asset).then((latest) => {
      if (current) dispatch({ type: 'edit', ...(latest === undefined ? {} : { latest }), asset })
    })
    return () => {
      current = false
    }
  }, [requested, uuid, own, asset, queryClient, dispatch])
  return requested && !editing && own
}
