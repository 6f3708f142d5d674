import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { alertInputSchema, type Alert, type AlertDisabledReason } from '@/core/api/alerts'
import { describeCondition } from '@/core/alerts/alertNotice'
import { formatDateTime } from '@/core/format/date'
import { channelLabels, intervalLabels } from '@/lib/alerts/alertLabels'
import { useTestAlert, useUpdateAlert } from '@/lib/alerts/alertMutations'
import { AlertHistory } from './AlertHistory'
import {
  isSnoozed,
  snoozeChoices,
  snoozeLabels,
  snoozeUntil,
  type SnoozeChoice,
} from './alertSnooze'

export const disabledReasonText: Record<AlertDisabledReason, string> = {
  source_deleted: 'Turned off because the workbench it watched was deleted.',
  source_item_removed: 'Turned off because its formula was removed from the workbench.',
}

/**
 * One alert of the list: what it watches and when it fires, where it tells, the switch, snooze,
 * and its actions (edit, send a test, history, delete). `chartId` is the metric's chart, when
 * the catalog names it.
 */
export function AlertCard({
  alert,
  chartId,
  now,
  onEdit,
  onDelete,
}: {
  alert: Alert
  chartId: string | undefined
  now: number
  onEdit: () => void
  onDelete: () => void
}) {
  const update = useUpdateAlert()
  const test = useTestAlert()
  const [showHistory, setShowHistory] = useState(false)
  const historyId = useId()
  const save = (patch: Partial<Alert>) =>
    update.mutate({ alert, input: alertInputSchema.parse({ ...alert, ...patch }) })
  const snoozed = isSnoozed(alert.snoozedUntil, now)
  // While a switch is on its way, it shows where it is going.
  const enabled = update.isPending ? update.variables.input.enabled : alert.enabled
  const source = alert.source
    ? `Formula ${alert.source.item} of ${alert.metricName}`
    : `${alert.asset ?? ''} ${alert.metricName}`

  return (
    <li className="card alert-card" aria-label={alert.name}>
      <div className="alert-card-head">
        <h2 className="alert-card-name">{alert.name}</h2>
        <label className="alert-switch">
          <input
            type="checkbox"
            role="switch"
            checked={enabled}
            disabled={update.isPending}
            onChange={(event) => save({ enabled: event.target.checked })}
          />
          <span>{enabled ? 'On' : 'Off'}</span>
        </label>
      </div>
      <p className="alert-card-rule">
        {chartId ? (
          <Link
            to="/charts/$id"
            params={{ id: chartId }}
            search={{ a: alert.asset ?? undefined, i: alert.resolution, alert: alert.uuid }}
          >
            {source}
          </Link>
        ) : (
          source
        )}{' '}
        {describeCondition(alert)}
        {alert.movingAverage > 0 ? ` (${alert.movingAverage}-point average)` : ''}, every{' '}
        {intervalLabels[alert.resolution]}
      </p>
      <p className="muted alert-card-channels">
        {alert.channels.length > 0
          ? `Tells you by ${alert.channels.map((c) => channelLabels[c]).join(', ')}`
          : 'No channels: it fires into its history only'}
        {alert.repeat === 'once' ? ' · once, then off' : ''}
      </p>
      {alert.disabledReason && (
        <p className="alert-card-reason" role="note">
          {disabledReasonText[alert.disabledReason]}
        </p>
      )}
      {snoozed && (
        <p className="muted" role="note">
          Snoozed until {formatDateTime(alert.snoozedUntil ?? 0)} UTC
        </p>
      )}
      <div className="alert-card-actions">
        <label className="alert-snooze">
          <span>Snooze</span>
          <select
            value=""
            disabled={update.isPending}
            onChange={(event) => {
              const choice = event.target.value as SnoozeChoice | 'off' | ''
              if (choice !== '') save({ snoozedUntil: snoozeUntil(choice, Date.now()) })
            }}
          >
            <option value="">{snoozed ? 'Snoozed' : 'Not snoozed'}</option>
            {snoozeChoices.map((choice) => (
              <option key={choice} value={choice}>
                {snoozeLabels[choice]}
              </option>
            ))}
            {snoozed && <option value="off">Off (wake it now)</option>}
          </select>
        </label>
        <button type="button" className="button" onClick={onEdit}>
          Edit
        </button>
        <button
          type="button"
          className="button"
          onClick={() => test.mutate(alert)}
          disabled={test.isPending}
        >
          {test.isPending ? 'Sending…' : 'Send test'}
        </button>
        <button
          type="button"
          className="button"
          aria-expanded={showHistory}
          aria-controls={historyId}
          onClick={() => setShowHistory((shown) => !shown)}
        >
          History
        </button>
        <button type="button" className="button danger" onClick={onDelete}>
          Delete
        </button>
      </div>
      <div id={historyId} hidden={!showHistory}>
        {showHistory && <AlertHistory alert={alert} />}
      </div>
    </li>
  )
}
