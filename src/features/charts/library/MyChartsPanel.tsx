import { useQuery } from '@tanstack/react-query'
import { Link, useParams, useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { errorMessage } from '@/lib/api/apiError'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { isNetworkFailure, readState } from '@/lib/query/readState'
import { chartListQuery, udmCategoriesQuery } from '@/lib/udm/udmQueries'
import { EmptyState } from '@/lib/ui/EmptyState'
import { OfflineNotice } from '@/lib/ui/OfflineNotice'
import { Placeholder } from '@/lib/ui/Placeholder'
import { toast } from '@/lib/ui/toastStore'
import { CategorySection } from './CategorySection'
import { groupChartsByCategory } from './chartGroups'
import type { LibraryAction } from './libraryActions'
import { LibraryDialogs } from './LibraryDialogs'
import { libraryToasts } from './libraryToasts'

/** The My charts tab: the signed-in user's saved charts; a guest is asked to log in. */
export function MyChartsPanel() {
  const { status } = useCurrentUser()
  if (status === 'initial') return <Placeholder kind="workbenches" />
  if (status === 'unauthenticated') return <GuestNotice />
  return <MyCharts />
}

function GuestNotice() {
  const here = useRouterState({ select: (state) => state.location.href })
  return (
    <p className="library-note">
      Your saved charts and workbenches appear here.{' '}
      <Link to="/auth/$method" params={{ method: 'login' }} search={{ redirectTo: here }}>
        Log in
      </Link>{' '}
      to see them.
    </p>
  )
}

function MyCharts() {
  const charts = useQuery(chartListQuery)
  const categories = useQuery(udmCategoriesQuery)
  const [filter, setFilter] = useState('')
  const [action, setAction] = useState<LibraryAction | null>(null)
  const { id: openId } = useParams({ strict: false })
  const groups = useMemo(
    () => groupChartsByCategory(charts.data ?? [], categories.data ?? [], filter),
    [charts.data, categories.data, filter],
  )
  // The catalogue's toast for a failed category read; the panel shows Retry as well. Offline,
  // the panel says so itself (or shows the kept list): no toast for every refresh that fails.
  const categoriesFailedAt =
    categories.isError && !isNetworkFailure(categories.error) ? categories.errorUpdatedAt : 0
  useEffect(() => {
    if (categoriesFailedAt > 0) {
      toast.error(libraryToasts.categoryFailed, errorMessage(categories.error))
    }
    // Once per failure, not on every render that still shows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [categoriesFailedAt])

  // The kept lists show while a refresh fails (offline); loading or failed only without them.
  const state = readState(charts, categories)
  let body
  if (state.kind === 'loading') {
    body = <Placeholder kind="workbenches" />
  } else if (state.kind === 'offline') {
    body = <OfflineNotice subject="your saved charts" onRetry={state.retry} />
  } else if (state.kind === 'error') {
    body = (
      <div role="alert" className="library-error">
        <p>{errorMessage(state.error)}</p>
        <button type="button" className="button" onClick={state.retry}>
          Retry
        </button>
      </div>
    )
  } else {
    body = (
      <>
        {(charts.data ?? []).length === 0 ? (
          <EmptyState title="No saved charts yet">
            <p className="library-hint">
              Edit any chart and save it: it is kept here, ready to open again.
            </p>
          </EmptyState>
        ) : groups.length === 0 ? (
          <p className="library-note" role="status">
            No charts match “{filter.trim()}”
          </p>
        ) : null}
        <div className="library-groups">
          {groups.map((group) => (
            <CategorySection key={group.key} group={group} openId={openId} onAction={setAction} />
          ))}
        </div>
      </>
    )
  }

  return (
    <div className="library-panel">
      <div className="library-toolbar">
        <input
          type="search"
          aria-label="Filter my charts"
          placeholder="Filter my charts"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <button
          type="button"
          className="button library-new-category"
          onClick={(event) => {
            const opener = event.currentTarget
            setAction({ kind: 'createCategory', returnFocus: () => opener.focus() })
          }}
        >
          New category
        </button>
      </div>
      {body}
      <LibraryDialogs
        action={action}
        categories={categories.data ?? []}
        onClose={() => setAction(null)}
      />
    </div>
  )
}
