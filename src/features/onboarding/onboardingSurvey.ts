import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import {
  onboardingAnswersSchema,
  onboardingSurveyForm,
  type OnboardingAnswers,
} from '@/core/api/surveys'
import { demoFormFieldErrors } from '@/core/demoForm'
import { requestJson } from '@/lib/api/client'
import { ApiError, errorMessage } from '@/lib/api/apiError'
import { onboardingSurveyQuery } from '@/lib/surveys/onboardingSurvey'

export type OnboardingField = keyof OnboardingAnswers

/** What the form holds before validation: empty selects are '' until chosen. */
export interface OnboardingDraft {
  role: string
  experience: string
  interests: string[]
  heardFrom: string
}

const emptyDraft: OnboardingDraft = { role: '', experience: '', interests: [], heardFrom: '' }

/** POST /surveys/add, form-encoded (docs/api.md, "Surveys"). */
function submitOnboardingSurvey(answers: OnboardingAnswers): Promise<unknown> {
  return requestJson('/surveys/add', { method: 'POST', form: onboardingSurveyForm(answers) })
}

/**
 * State of the onboarding survey: the draft, the shared schema's errors (all of them once a
 * submit was tried), the server's field errors until that field changes, and the submission.
 */
export function useOnboardingSurvey(onDone: () => void) {
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState(emptyDraft)
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | undefined>()

  const validation = useMemo(() => onboardingAnswersSchema.safeParse(draft), [draft])
  const clientErrors = validation.success ? {} : demoFormFieldErrors(validation.error)

  const mutation = useMutation({
    mutationFn: submitOnboardingSurvey,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: onboardingSurveyQuery.queryKey })
      onDone()
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined
      if (fieldErrors) setServerErrors(fieldErrors)
      setFailure(errorMessage(error))
    },
  })

  return {
    draft,
    pending: mutation.isPending,
    failure,
    errorOf(field: OnboardingField): string | undefined {
      return serverErrors[field] ?? (submitted ? clientErrors[field] : undefined)
    },
    setValue<F extends OnboardingField>(field: F, value: OnboardingDraft[F]): void {
      setDraft((previous) => ({ ...previous, [field]: value }))
      setServerErrors(({ [field]: _changed, ...rest }) => rest)
    },
    /** False when the answers are incomplete, so the form can move focus to the first error. */
    submit(): boolean {
      setSubmitted(true)
      setFailure(undefined)
      if (!validation.success) return false
      mutation.mutate(validation.data)
      return true
    },
  }
}
