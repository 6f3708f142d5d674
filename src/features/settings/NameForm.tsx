import { useMemo, useState } from 'react'
import { updateUserInfoSchema, type UserInfo } from '@/core/api/user'
import { demoFormFieldErrors } from '@/core/demoForm'
import { ApiError } from '@/lib/api/apiError'
import { TextField } from '@/lib/ui/FormFields'
import { useFocusFirstInvalid } from '@/lib/ui/useFocusFirstInvalid'
import { useSaveNames } from './accountMutations'

type NameField = 'firstName' | 'lastName'
const fields: readonly { field: NameField; label: string; autoComplete: string }[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
]

/** First and last name, checked with the server's own schema before anything is sent. */
export function NameForm({ user }: { user: Pick<UserInfo, NameField> }) {
  const [draft, setDraft] = useState({ firstName: user.firstName, lastName: user.lastName })
  const [touched, setTouched] = useState<ReadonlySet<NameField>>(new Set())
  const [serverErrors, setServerErrors] = useState<Partial<Record<NameField, string>>>({})
  const { formRef, refused } = useFocusFirstInvalid()
  const save = useSaveNames()

  const validation = useMemo(() => updateUserInfoSchema.safeParse(draft), [draft])
  const clientErrors = validation.success ? {} : demoFormFieldErrors(validation.error)
  const errorOf = (field: NameField) =>
    serverErrors[field] ?? (touched.has(field) ? clientErrors[field] : undefined)

  const submit = () => {
    setTouched(new Set(fields.map((f) => f.field)))
    if (!validation.success) return refused()
    save.mutate(validation.data, {
      onSuccess: (saved) => setDraft({ firstName: saved.firstName, lastName: saved.lastName }),
      onError: (error) => {
        if (error instanceof ApiError && error.body?.fieldErrors) {
          setServerErrors(error.body.fieldErrors)
          refused()
        }
      },
    })
  }

  return (
    <form
      ref={formRef}
      className="settings-form"
      aria-label="Your name"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div className="settings-form-row">
        {fields.map(({ field, label, autoComplete }) => (
          <TextField
            key={field}
            label={label}
            required
            autoComplete={autoComplete}
            value={draft[field]}
            error={errorOf(field)}
            onChange={(value) => {
              setDraft((previous) => ({ ...previous, [field]: value }))
              setServerErrors(({ [field]: _changed, ...rest }) => rest)
            }}
            onBlur={() => setTouched((previous) => new Set(previous).add(field))}
          />
        ))}
      </div>
      <div className="settings-actions">
        <button type="submit" className="button primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  )
}
