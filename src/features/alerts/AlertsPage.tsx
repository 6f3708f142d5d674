import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Alert } from '@/core/api/alerts'
import { AlertDialog } from '@/lib/alerts/AlertDialog'
import { useDeleteAlert } from '@/lib/alerts/alertMutations'
import { alertableMetricsQuery, alertListQuery } from '@/lib/alerts/alertQueries'
import { errorMessage } from '@/lib/api/apiError'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { readState } from '@/lib/query/readState'
import { ConfirmDeleteDialog } from '@/lib/ui/ConfirmDeleteDialog'
import { EmptyState } from '@/lib/ui/EmptyState'
import { OfflineNotice } from '@/lib/ui/OfflineNotice'
import { PageHeader } from '@/lib/ui/PageHeader'
import { Placeholder } from '@/lib/ui/Placeholder'
import { AlertCard } from './AlertCard'
import './alertsPage.css'

const description = 'Get notified by push or Telegram when a metric crosses your threshold.'

type Editing = { kind: 'new' } | { kind: 'edit'; alert: Alert } | null

/** /alerts: the user's alerts with every state of the list (app.md sections 3, 4 and 8). */
export function AlertsPage() {
  const { status } = useCurrentUser()
  if (status !== 'authenticated') {
    return (
      <section className="page">
        <PageHeader title="Alerts" description={description} />
        <div className="card">
          {status === 'initial' ? (
            <Placeholder kind="metrics" />
          ) : (
            <EmptyState title="Log in to set alerts">
              <Link
                to="/auth/$method"
                params={{ method: 'login' }}
                search={{ redirectTo: '/alerts' }}
                className="button primary"
              >
                Log in
              </Link>
            </EmptyState>
          )}
        </div>
      </section>
    )
  }
  return <SignedInAlerts />
}

function SignedInAlerts() {
  const list = useQuery(alertListQuery)
  const metrics = useQuery(alertableMetricsQuery)
  const remove = useDeleteAlert()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Alert | null>(null)
  // The kept list shows while a refresh fails (offline); loading or failed only without it.
  const state = readState(list)
  const limit = list.data?.limit
  const full = limit !== undefined && limit.used >= limit.max
  const codeOf = (path: string | null) => metrics.data?.find((m) => m.path === path)?.metricCode
  // Snoozes are shown against the time the page opened; a write re-renders with its answer.
  const [now] = useState(Date.now)
  const createButton = (
    <button type="button" className="button primary" onClick={() => setEditing({ kind: 'new' })}>
      Create alert
    </button>
  )

  return (
    <section className="page alerts-page">
      <PageHeader
        title="Alerts"
        description={description}
        actions={
          <>
            {limit && (
              <span className="alerts-limit" aria-label="Alerts used">
                {limit.used} of {limit.max} alerts
              </span>
            )}
            {createButton}
          </>
        }
      />
      {full && (
        <p className="alerts-full" role="note">
          Your plan keeps {limit.max} alerts. <Link to="/pricing">Upgrade</Link> for more, or delete
          one.
        </p>
      )}
      {state.kind === 'loading' ? (
        <Placeholder kind="metrics" />
      ) : state.kind === 'offline' ? (
        <div className="card">
          <OfflineNotice subject="your alerts" onRetry={state.retry} />
        </div>
      ) : state.kind === 'error' ? (
        <div className="card">
          <EmptyState title="Could not load your alerts">
            <p className="muted" role="alert">
              {errorMessage(state.error)}
            </p>
            <button type="button" className="button" onClick={state.retry}>
              Try again
            </button>
          </EmptyState>
        </div>
      ) : list.data === undefined ? null : list.data.data.length === 0 ? (
        <div className="card">
          <EmptyState title="No alerts yet">
            <p className="muted">
              Create one here, or from any chart with its Create alert button.
            </p>
            {createButton}
          </EmptyState>
        </div>
      ) : (
        <ul className="alert-list" aria-label="Your alerts">
          {list.data.data.map((alert) => (
            <AlertCard
              key={alert.uuid}
              alert={alert}
              chartId={alert.source ? alert.source.chartUuid : codeOf(alert.path)}
              now={now}
              onEdit={() => setEditing({ kind: 'edit', alert })}
              onDelete={() => setDeleting(alert)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <AlertDialog
          key={editing.kind === 'edit' ? editing.alert.uuid : 'new'}
          alert={editing.kind === 'edit' ? editing.alert : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title="Delete alert"
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        >
          Delete the alert “{deleting.name}”? Its history goes with it.
        </ConfirmDeleteDialog>
      )}
    </section>
  )
}
