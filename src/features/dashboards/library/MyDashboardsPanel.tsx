import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { errorMessage } from '@/lib/api/apiError'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { isNetworkFailure, readState } from '@/lib/query/readState'
import { EmptyState } from '@/lib/ui/EmptyState'
import { OfflineNotice } from '@/lib/ui/OfflineNotice'
import { Placeholder } from '@/lib/ui/Placeholder'
import { toast } from '@/lib/ui/toastStore'
import { DashboardCategorySection } from './DashboardCategorySection'
import { groupDashboards } from './dashboardGroups'
import { dashboardCategoriesQuery, dashboardListQuery } from '@/lib/dashboards/dashboardQueries'
import { DashboardSearch } from './DashboardSearch'
import type { LibraryAction } from './libraryActions'
import { LibraryDialogs } from './LibraryDialogs'
import { dashboardToasts } from '../dashboardToasts'
import type { DashboardSummary } from './libraryTypes'

/** The My dashboards tab: the signed-in user's dashboards; a guest is asked to log in. */
export function MyDashboardsPanel({ activeUuid, asset }: { activeUuid?: string; asset: string }) {
  const { status } = useCurrentUser()
  if (status === 'initial') return <Placeholder kind="dashboards" />
  if (status === 'unauthenticated') return <GuestNotice />
  return <MyDashboards activeUuid={activeUuid} asset={asset} />
}

function GuestNotice() {
  const here = useRouterState({ select: (state) => state.location.href })
  return (
    <p className="dash-library-note">
      Your dashboards appear here.{' '}
      <Link to="/auth/$method" params={{ method: 'login' }} search={{ redirectTo: here }}>
        Log in
      </Link>{' '}
      to see them.
    </p>
  )
}

function countByCategory(dashboards: readonly DashboardSummary[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { categoryUuid } of dashboards) {
    const key = categoryUuid?.toLowerCase() ?? ''
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

function MyDashboards({ activeUuid, asset }: { activeUuid?: string; asset: string }) {
  const dashboards = useQuery(dashboardListQuery)
  const categories = useQuery(dashboardCategoriesQuery)
  const [filter, setFilter] = useState('')
  const [action, setAction] = useState<LibraryAction | null>(null)
  const groups = useMemo(
    () => groupDashboards(dashboards.data ?? [], categories.data ?? [], filter),
    [dashboards.data, categories.data, filter],
  )
  const counts = useMemo(() => countByCategory(dashboards.data ?? []), [dashboards.data])
  // The catalogue's toast for a failed category read; the panel shows Retry as well. Offline,
  // the panel says so itself (or shows the kept list): no toast for every refresh that fails.
  const categoriesFailedAt =
    categories.isError && !isNetworkFailure(categories.error) ? categories.errorUpdatedAt : 0
  useEffect(() => {
    if (categoriesFailedAt > 0) {
      toast.error(dashboardToasts.categoryFailed, errorMessage(categories.error))
    }
    // Once per failure, not on every render that still shows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [categoriesFailedAt])

  const start =
    (kind: 'createDashboard' | 'createCategory') => (event: { currentTarget: HTMLElement }) => {
      const opener = event.currentTarget
      setAction({ kind, returnFocus: () => opener.focus() })
    }

  // The kept lists show while a refresh fails (offline); loading or failed only without them.
  const state = readState(dashboards, categories)
  let body
  if (state.kind === 'loading') {
    body = <Placeholder kind="dashboards" />
  } else if (state.kind === 'offline') {
    body = <OfflineNotice subject="your dashboards" onRetry={state.retry} />
  } else if (state.kind === 'error') {
    body = (
      <div role="alert" className="dash-library-error">
        <p>{errorMessage(state.error)}</p>
        <button type="button" className="button" onClick={state.retry}>
          Retry
        </button>
      </div>
    )
  } else {
    body = (
      <>
        {(dashboards.data ?? []).length === 0 ? (
          <EmptyState title="No dashboards yet">
            <p className="dash-library-note">
              Create one with New dashboard and add metrics, notes and videos to it.
            </p>
          </EmptyState>
        ) : groups.length === 0 ? (
          <p className="dash-library-note" role="status">
            No dashboards match “{filter.trim()}”
          </p>
        ) : null}
        {groups.map((group) => (
          <DashboardCategorySection
            key={group.key}
            group={group}
            activeUuid={activeUuid}
            asset={asset}
            total={counts.get(group.category?.uuid.toLowerCase() ?? '') ?? 0}
            onAction={setAction}
          />
        ))}
      </>
    )
  }

  return (
    <>
      <div className="dash-library-toolbar">
        <DashboardSearch value={filter} onChange={setFilter} />
        <button type="button" className="button primary" onClick={start('createDashboard')}>
          New dashboard
        </button>
        <button type="button" className="button" onClick={start('createCategory')}>
          New category
        </button>
      </div>
      {body}
      <LibraryDialogs
        action={action}
        asset={asset}
        categories={categories.data ?? []}
        onClose={() => setAction(null)}
      />
    </>
  )
}
