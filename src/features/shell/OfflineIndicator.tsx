import { useOnlineStatus } from '@/lib/browser/useOnlineStatus'

/** A visible offline state: cached screens keep working, edits wait for the connection. */
export function OfflineIndicator() {
  const online = useOnlineStatus()
  if (online) return null
  return (
    <div className="offline-indicator" role="status">
      Offline: showing saved data. Changes sync when you reconnect.
    </div>
  )
}
