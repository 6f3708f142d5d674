import { useOnlineStatus } from '@/lib/browser/useOnlineStatus'
import { EmptyState } from './EmptyState'

export const offlineTitle = 'You are offline'
export const unreachableTitle = 'The server cannot be reached'

/** "A connection is needed to open this page: it is not saved on this device yet." */
export function needsConnectionText(subject = 'this page'): string {
  return `A connection is needed to open ${subject}: it is not saved on this device yet.`
}

/**
 * What a screen or list shows when its data could not be read for want of a network and none is
 * kept on this device (docs/offline.md): it says so, instead of a spinner that never ends, and
 * offers Retry. The title tells a browser that is offline from a server that does not answer.
 *
 * @param subject what could not be opened, "this page" unless told
 */
export function OfflineNotice({ onRetry, subject }: { onRetry: () => void; subject?: string }) {
  const online = useOnlineStatus()
  return (
    <EmptyState title={online ? unreachableTitle : offlineTitle}>
      <p className="muted">{needsConnectionText(subject)}</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </EmptyState>
  )
}
