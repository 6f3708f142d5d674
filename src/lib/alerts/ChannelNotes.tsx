import { Link } from '@tanstack/react-router'
import type { AlertChannel } from '@/core/api/alerts'
import type { ChannelStatus } from './channelStatus'
import { channelLabels } from './alertLabels'

/**
 * Under the alert dialog's channels: for each chosen channel that reaches nobody, why, with the
 * way to Notification settings; and what an alert without channels does.
 */
export function ChannelNotes({
  channels,
  statuses,
}: {
  channels: readonly AlertChannel[]
  statuses: Record<AlertChannel, ChannelStatus>
}) {
  const warnings = channels.flatMap((channel) => {
    const { warning } = statuses[channel]
    return warning === undefined ? [] : [{ channel, text: warning }]
  })
  const notes = channels.flatMap((channel) => {
    const { note } = statuses[channel]
    return note === undefined ? [] : [{ channel, text: note }]
  })
  if (channels.length === 0) {
    return (
      <p className="alert-channel-note muted">
        No channel chosen: when the alert fires, it shows only in the app’s open tabs.
      </p>
    )
  }
  if (warnings.length === 0 && notes.length === 0) return null
  return (
    <div className="alert-channel-notes">
      {warnings.length > 0 && (
        <ul className="alert-channel-warnings" role="status" aria-label="Channels not set up">
          {warnings.map(({ channel, text }) => (
            <li key={channel}>
              <strong>{channelLabels[channel]}:</strong> {text}
            </li>
          ))}
        </ul>
      )}
      {notes.map(({ channel, text }) => (
        <p key={channel} className="alert-channel-note muted">
          {text}
        </p>
      ))}
      {warnings.length > 0 && (
        <Link to="/settings/$slug" params={{ slug: 'notifications' }}>
          Open Notification settings
        </Link>
      )}
    </div>
  )
}
