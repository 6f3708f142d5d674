import { useQuery } from '@tanstack/react-query'
import type { Alert } from '@/core/api/alerts'
import type { AlertDelivery } from '@/core/api/alertDelivery'
import { formatNoticeTime } from '@/core/alerts/alertNotice'
import { formatNumber } from '@/core/format/number'
import { isPercentCondition } from '@/core/alerts/alertRule'
import { errorMessage } from '@/lib/api/apiError'
import { alertHistoryQuery } from '@/lib/alerts/alertQueries'
import { channelLabels } from '@/lib/alerts/alertLabels'

const statusLabels: Record<AlertDelivery['status'], string> = {
  pending: 'pending',
  delivered: 'delivered',
  failed: 'failed',
  skipped: 'not set up',
}

/** An alert's firings, newest first: when, the value, and how each channel fared. */
export function AlertHistory({ alert }: { alert: Alert }) {
  const history = useQuery(alertHistoryQuery(alert.uuid))
  if (history.isPending) {
    return (
      <p className="muted" role="status">
        Loading history…
      </p>
    )
  }
  if (history.isError) {
    return (
      <div role="alert" className="alert-history-error">
        <p>Could not load the history: {errorMessage(history.error)}</p>
        <button type="button" className="button" onClick={() => void history.refetch()}>
          Try again
        </button>
      </div>
    )
  }
  if (history.data.length === 0) return <p className="muted">It has not fired yet.</p>
  const percent = isPercentCondition(alert.condition)
  return (
    <ol className="alert-history" aria-label={`History of ${alert.name}`}>
      {history.data.map((firing) => (
        <li key={firing.id}>
          <span className="alert-history-time">{formatNoticeTime(firing.t)}</span>{' '}
          <strong>
            {percent && firing.value >= 0 ? '+' : ''}
            {formatNumber(firing.value)}
            {percent ? '%' : ''}
          </strong>
          {firing.test ? <span className="alert-badge">Test</span> : null}
          <ul className="alert-deliveries">
            {firing.deliveries.map((delivery) => (
              <li key={delivery.channel} className={`alert-delivery-${delivery.status}`}>
                {channelLabels[delivery.channel]}: {statusLabels[delivery.status]}
                {delivery.detail ? ` (${delivery.detail})` : ''}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}
