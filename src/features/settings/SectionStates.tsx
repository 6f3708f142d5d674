import { EmptyState } from '@/lib/ui/EmptyState'
import { failureText } from './failureText'

/** A skeleton while a settings card loads, announced to screen readers. */
export function SettingsLoading({ label }: { label: string }) {
  return (
    <div className="placeholder" role="status" aria-label={`Loading ${label}`}>
      <div className="placeholder-block" />
      <div className="placeholder-block" />
    </div>
  )
}

/** A card whose data failed to load: what went wrong and a way to try again. */
export function SettingsLoadError({
  what,
  error,
  onRetry,
}: {
  what: string
  error: unknown
  onRetry: () => void
}) {
  return (
    <EmptyState title={`Could not load ${what}`}>
      <p className="muted">{failureText(error)}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </EmptyState>
  )
}
