import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { dashboardQuery } from '@/lib/dashboards/dashboardQueries'
import { readState } from '@/lib/query/readState'
import { OfflineNotice } from '@/lib/ui/OfflineNotice'
import { Placeholder } from '@/lib/ui/Placeholder'
import { DashboardEditor } from './DashboardEditor'
import { DashboardFailureView, failureOf } from './DashboardFailureView'
import type { DashboardPageProps } from './dashboardPageProps'
import './dashboards.css'

/**
 * /dashboards/{uuid}: a dashboard (anyone's, shared by link) or a preset (by slug), viewed or
 * edited (app.md section 4); /dashboards/new: a new one, edited from the start and created by
 * its first save.
 */
export function DashboardPage(props: DashboardPageProps) {
  const { id, sidebar } = props
  return (
    <section className="page dashboard-page">
      {sidebar !== undefined && <aside className="dashboard-sidebar">{sidebar}</aside>}
      <div className="dashboard-main">
        {id === null ? <NewDashboard {...props} /> : <SavedDashboard {...props} id={id} />}
      </div>
    </section>
  )
}

/** A new dashboard, for a signed-in user: a guest at its address signs in and comes back. */
function NewDashboard(props: DashboardPageProps) {
  const { status } = useCurrentUser()
  const navigate = useNavigate()
  useEffect(() => {
    if (status !== 'unauthenticated') return
    const { pathname, search } = window.location
    void navigate({
      to: '/auth/$method',
      params: { method: 'login' },
      search: { redirectTo: `${pathname}${search}` },
      replace: true,
    })
  }, [status, navigate])
  if (status !== 'authenticated') return <Placeholder kind="dashboard" />
  return <DashboardEditor {...props} document={null} />
}

/**
 * A dashboard read from the server, or the copy kept for offline use. Loading shows the
 * dashboard's skeleton; a failure the gate, not found, offline or the error with Retry.
 */
function SavedDashboard(props: DashboardPageProps & { id: string }) {
  const { id, search } = props
  const document = useQuery(dashboardQuery(id, search.a))

  // The kept copy shows while a refresh fails (offline); loading or failed only without it.
  const saved = document.data
  if (saved === undefined) {
    const state = readState(document)
    if (state.kind === 'offline') {
      return (
        <div className="card dashboard-error">
          <h1>Dashboard</h1>
          <OfflineNotice subject="this dashboard" onRetry={state.retry} />
        </div>
      )
    }
    if (state.kind === 'error') {
      return <DashboardFailureView failure={failureOf(state.error)} onRetry={state.retry} />
    }
    return <Placeholder kind="dashboard" />
  }
  return (
    <DashboardEditor
      // Another dashboard, or another asset, opens afresh; a newer version of this one is taken
      // in by the editor itself when nothing is being edited.
      key={`${saved.uuid}:${search.a ?? ''}`}
      {...props}
      document={saved}
    />
  )
}
