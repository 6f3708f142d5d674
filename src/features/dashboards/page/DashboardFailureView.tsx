import { Link } from '@tanstack/react-router'
import type { DashboardFailure } from '@/core/dashboardEditor/dashboardState'
import { dashboardGateMessage } from '@/core/permissions'
import { lowestPlan } from '@/core/plans'
import { ApiError, errorMessage } from '@/lib/api/apiError'

export const dashboardNotFoundText = 'Dashboard not found: this link names no dashboard.'

/** How a failed read is shown: the gate of a forbidden dashboard, not found, or the error. */
export function failureOf(error: unknown): DashboardFailure {
  if (error instanceof ApiError && error.status === 403) {
    return { kind: 'forbidden', message: error.message, allowedPlans: error.allowedPlans }
  }
  if (error instanceof ApiError && error.status === 404) {
    return { kind: 'notFound', message: dashboardNotFoundText }
  }
  return { kind: 'error', message: errorMessage(error) }
}

/**
 * A dashboard that could not be shown. Forbidden: the gate of app.md section 6 with the way in
 * (sales for professional_ml, sign-in for standard, else the upgrade); an error offers Retry.
 */
export function DashboardFailureView({
  failure,
  onRetry,
}: {
  failure: DashboardFailure
  onRetry: () => void
}) {
  if (failure.kind === 'forbidden') {
    const plan = lowestPlan(failure.allowedPlans)
    return (
      <div className="card dashboard-gate" role="alert">
        <h1>Dashboard</h1>
        <p>
          {dashboardGateMessage(failure.allowedPlans.length ? failure.allowedPlans : undefined)}
        </p>
        {plan === 'professional_ml' ? (
          <Link
            to="."
            search={(prev) => ({ ...prev, modal: 'contactSalesForm' })}
            className="button primary"
          >
            Contact sales
          </Link>
        ) : plan === 'standard' || plan === 'guest' ? (
          <Link
            to="/auth/$method"
            params={{ method: 'login' }}
            search={{ redirectTo: window.location.pathname + window.location.search }}
            className="button primary"
          >
            Log in
          </Link>
        ) : (
          <Link
            to="/pricing"
            search={plan ? { modal: 'upgrade', upgradePlan: plan } : {}}
            className="button primary"
          >
            {plan ? 'Upgrade' : 'See plans'}
          </Link>
        )}
      </div>
    )
  }
  return (
    <div className="card dashboard-error" role="alert">
      <h1>Dashboard</h1>
      <p>{failure.message}</p>
      {failure.kind === 'error' && (
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  )
}
