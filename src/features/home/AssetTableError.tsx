import { ApiError } from '@/lib/api/apiError'
import { classifyFailure } from '@/lib/api/statusHandling'
import { ForbiddenNotice } from '@/lib/ui/ForbiddenNotice'

/** app.md section 8: the asset table's failure text. */
export const assetTableFailureText =
  "Oops! We're experiencing a glitch. Please refresh in a few minutes."

/**
 * A tab that could not load. Metrics above the visitor's plan are an upgrade prompt, not a
 * glitch; anything else says so and offers to try again.
 */
export function AssetTableError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && classifyFailure(error) === 'forbidden') {
    return <ForbiddenNotice allowedPlans={error.allowedPlans} className="asset-table-state" />
  }
  return (
    <div className="asset-table-state" role="alert">
      <p>{assetTableFailureText}</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
