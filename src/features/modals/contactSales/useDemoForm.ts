import { useMutation } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import {
  demoFormFieldErrors,
  demoFormSubmission,
  demoFormSubmissionSchema,
  initialDemoFormValues,
  type DemoFormContext,
  type DemoFormField,
  type DemoFormValues,
} from '@/core/demoForm'
import { ApiError, errorMessage } from '@/lib/api/apiError'
import { toast } from '@/lib/ui/toastStore'
import { submitDemoForm } from './submitDemoForm'

export const successToast = {
  title: 'Submission successful!',
  description: 'Thanks for reaching out! Our sales team will contact you soon.',
} as const

function clientErrors(values: DemoFormValues, context: DemoFormContext): Record<string, string> {
  const result = demoFormSubmissionSchema.safeParse(demoFormSubmission(values, context))
  return result.success ? {} : demoFormFieldErrors(result.error)
}

/**
 * State of the Schedule Demo Form: values, the shared schema's errors (shown for a field once it
 * was left, and for all after a submit), server field errors until that field changes, and the
 * submission with its toasts. Values survive a failed submission.
 */
export function useDemoForm(context: DemoFormContext, onSubmitted: () => void) {
  // The context is read once: a user loading later must not wipe what was typed meanwhile.
  const [values, setValues] = useState(() => initialDemoFormValues(context))
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})

  const validation = useMemo(() => clientErrors(values, context), [values, context])

  const mutation = useMutation({
    mutationFn: submitDemoForm,
    onSuccess: () => {
      toast.success(successToast.title, successToast.description)
      onSubmitted()
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined
      if (fieldErrors) setServerErrors(fieldErrors)
      toast.error('Submission failed', errorMessage(error))
    },
  })

  function errorOf(field: DemoFormField): string | undefined {
    if (serverErrors[field]) return serverErrors[field]
    return submitted || touched.has(field) ? validation[field] : undefined
  }

  function setValue<F extends DemoFormField>(field: F, value: DemoFormValues[F]): void {
    setValues((previous) => ({ ...previous, [field]: value }))
    setServerErrors((previous) =>
      field in previous
        ? Object.fromEntries(Object.entries(previous).filter(([name]) => name !== field))
        : previous,
    )
  }

  function blur(field: DemoFormField): void {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)))
  }

  /** Submits when the shared schema passes; otherwise reveals every field error. */
  function submit(): boolean {
    setSubmitted(true)
    if (Object.keys(validation).length > 0) return false
    mutation.mutate(demoFormSubmission(values, context))
    return true
  }

  return { values, setValue, blur, errorOf, submit, pending: mutation.isPending }
}
