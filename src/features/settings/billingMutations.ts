import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cancelSubscriptionResponseSchema } from '@/core/api/payments'
import { cancellationSurveyForm, type CancellationAnswers } from '@/core/api/surveys'
import { analytics } from '@/lib/analytics/analytics'
import { requestJson } from '@/lib/api/client'
import { reportError } from '@/lib/errors/errorReporting'
import { toast } from '@/lib/ui/toastStore'
import { failureText } from './failureText'
import { billingKey, userKey } from './settingsQueries'

export const cancelledMessage = 'Your subscription has been cancelled'
export const cancelFailedMessage = 'Error while canceling your subscription. Please try again.'

/** POST /surveys/add; a lost answer is reported, never shown: the cancel is what matters. */
async function sendCancellationSurvey(answers: CancellationAnswers): Promise<void> {
  try {
    await requestJson('/surveys/add', { method: 'POST', form: cancellationSurveyForm(answers) })
  } catch (error) {
    reportError(error, { survey: 'cancellationSurveyV2' })
  }
}

/**
 * Cancels at the end of the period (POST /payments/v1/customer/cancel_active_sub), then records
 * why, only for a cancel that happened. Afterwards user and billing are read again and the plan
 * change is tracked (app.md section 4).
 */
export function useCancelSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (answers: CancellationAnswers | null) => {
      const result = cancelSubscriptionResponseSchema.parse(
        await requestJson('/payments/v1/customer/cancel_active_sub', { method: 'POST' }),
      )
      if (answers) await sendCancellationSurvey(answers)
      return result
    },
    onSuccess: async ({ previousPlan, currentPlan, effectiveAt }) => {
      toast.success(cancelledMessage)
      analytics.track('subscription_cancel', { previousPlan, currentPlan, effectiveAt })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKey }),
        queryClient.invalidateQueries({ queryKey: billingKey }),
      ])
    },
    onError: (error) => toast.error(cancelFailedMessage, failureText(error)),
  })
}
