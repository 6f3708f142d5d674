import { queryOptions } from '@tanstack/react-query'
import { onboardingSurveyAnswerSchema, type OnboardingResponse } from '@/core/api/surveys'
import { requestJson } from '@/lib/api/client'

/** GET /surveys/customer/onboarding: the user's newest onboarding response, null before one. */
export async function fetchOnboardingSurvey(
  signal?: AbortSignal,
): Promise<OnboardingResponse | null> {
  return onboardingSurveyAnswerSchema.parse(
    await requestJson('/surveys/customer/onboarding', { signal }),
  )
}

/**
 * The onboarding survey for the screens that read it (the demo form skips what it answered); the
 * survey page invalidates it once answered.
 */
export const onboardingSurveyQuery = queryOptions({
  queryKey: ['surveys', 'customer', 'onboarding'] as const,
  queryFn: ({ signal }) => fetchOnboardingSurvey(signal),
})

/**
 * Whether the auth callback sends the user to /onboarding (app.md section 4): only when the
 * server says the survey is not answered. Unknown (offline, a server error) does not hold anyone
 * on the survey.
 */
export async function needsOnboarding(): Promise<boolean> {
  try {
    return (await fetchOnboardingSurvey()) === null
  } catch {
    return false
  }
}
