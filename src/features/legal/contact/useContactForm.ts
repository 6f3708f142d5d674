import { useMutation } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import {
  contactMessageSchema,
  type ContactMessageRequest,
  type ContactTopic,
} from '@/core/api/contactForm'
import { demoFormFieldErrors } from '@/core/demoForm'
import { ApiError, errorMessage } from '@/lib/api/apiError'
import { requestJson } from '@/lib/api/client'
import { isNetworkFailure } from '@/lib/query/readState'

type Field = 'topic' | 'name' | 'email' | 'message'
export type ContactFormValues = Record<Field, string>

/** POST /v1/forms/contact (docs/api.md, "Contact form"). */
function sendContactMessage(body: ContactMessageRequest): Promise<{ id: string }> {
  return requestJson('/v1/forms/contact', { method: 'POST', json: body })
}

/**
 * The contact form's state: values (the signed-in user's name and email to start with), the
 * shared schema's errors (for a field once left, for all after a submit), the server's field
 * errors until that field changes, and the sending. Values survive a failed send.
 */
export function useContactForm(initial: ContactFormValues, page: string | undefined) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({})
  const request = useMemo(
    () => ({ ...values, topic: values.topic as ContactTopic, ...(page ? { page } : {}) }),
    [values, page],
  )
  const validation = useMemo(() => {
    const result = contactMessageSchema.safeParse(request)
    return result.success ? {} : demoFormFieldErrors(result.error)
  }, [request])

  const mutation = useMutation({
    mutationFn: sendContactMessage,
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined
      if (fieldErrors) setServerErrors(fieldErrors)
    },
  })

  return {
    values,
    errorOf: (field: Field): string | undefined =>
      serverErrors[field] ?? (submitted || touched.has(field) ? validation[field] : undefined),
    setValue(field: Field, value: string) {
      setValues((previous) => ({ ...previous, [field]: value }))
      setServerErrors(({ [field]: _dropped, ...rest }) => rest)
    },
    blur: (field: Field) => setTouched((previous) => new Set(previous).add(field)),
    /** Sends when the shared schema passes; otherwise reveals every field error. */
    submit(): boolean {
      setSubmitted(true)
      if (Object.keys(validation).length > 0) return false
      mutation.mutate(request)
      return true
    },
    pending: mutation.isPending,
    sent: mutation.isSuccess,
    /** Why the last send failed (a 429's wait, the network), unless a field says it. */
    failure: failureText(mutation.error),
    reset() {
      mutation.reset()
      setSubmitted(false)
      setTouched(new Set())
      setValues((previous) => ({ ...previous, message: '' }))
    },
  }
}

function failureText(error: Error | null): string | undefined {
  if (error === null || (error instanceof ApiError && error.body?.fieldErrors)) return undefined
  if (isNetworkFailure(error)) {
    return 'Your message was not sent: the server cannot be reached. Try again once you are online.'
  }
  return errorMessage(error)
}
