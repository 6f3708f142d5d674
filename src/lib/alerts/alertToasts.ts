import { forbiddenText } from '@/core/permissions'
import { lowestPlan } from '@/core/plans'
import { ApiError } from '@/lib/api/apiError'
import { describeFailure } from '@/lib/api/statusHandling'
import { toast } from '@/lib/ui/toastStore'

/** The alert toasts of app.md section 8. */
export const alertToasts = {
  created: 'Alert created successfully',
  updated: 'Alert updated successfully',
  deleted: 'Deleted',
  createFailed: 'Error adding alert',
  updateFailed: 'Error updating alert',
  deleteFailed: 'Error deleting alert',
  testSent: 'Test notification sent',
  testFailed: 'Error sending test notification',
} as const

/**
 * The description under a failed write: a 403 that names the plans which would allow it (the
 * plan's alert limit, a metric of a higher tier) says which plan to upgrade to (app.md section 8:
 * "both add a plan-upgrade description if forbidden"); anything else, the server's words.
 */
export function alertFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 403 && error.allowedPlans.length > 0) {
    const upgrade = forbiddenText(lowestPlan(error.allowedPlans))
    return error.message && error.message !== upgrade && error.message !== 'Forbidden'
      ? `${error.message} ${upgrade}`
      : upgrade
  }
  return describeFailure(error)
}

export function toastAlertFailure(title: string, error: unknown): void {
  toast.error(title, alertFailureText(error))
}

/** The message a 400 gives one field (`conditionValues`, `resolution`, …), for under that field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.status === 400 ? (error.body?.fieldErrors ?? {}) : {}
}
