import { useState } from 'react'
import { TextField } from '@/lib/ui/FormFields'
import { Dialog } from '@/lib/ui/Dialog'
import { checkEmbedForm, type EmbedFormValues, type EmbedKind } from './embedForm'

const titles: Record<EmbedKind, { add: string; edit: string }> = {
  video: { add: 'Add video', edit: 'Edit video' },
  lookerEmbed: { add: 'Add report', edit: 'Edit report' },
}

/**
 * The dashboardAddVideo and dashboardEditVideo modals (and the same form for a Looker Studio
 * report): a title and an address, the address checked against the allow-list with the reason
 * under the field.
 */
export function EmbedDialog({
  kind,
  initial,
  onSubmit,
  onClose,
}: {
  kind: EmbedKind
  /** The item edited; a new item starts empty. */
  initial?: { title: string; url: string }
  onSubmit: (values: EmbedFormValues) => void
  onClose: () => void
}) {
  const [values, setValues] = useState(initial ?? { title: '', url: '' })
  const [errors, setErrors] = useState<Partial<Record<'title' | 'url', string>>>({})
  const [touched, setTouched] = useState(false)
  const title = initial ? titles[kind].edit : titles[kind].add
  const check = (next: typeof values) => {
    const result = checkEmbedForm(kind, next)
    setErrors(result.ok ? {} : result.errors)
    return result
  }
  const change = (field: 'title' | 'url', value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (touched) check(next)
  }

  return (
    <Dialog open title={title} onClose={onClose}>
      <form
        className="dashboard-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setTouched(true)
          const result = check(values)
          if (result.ok) onSubmit(result.values)
        }}
      >
        <TextField
          label="Title"
          value={values.title}
          error={errors.title}
          onChange={(value) => change('title', value)}
          onBlur={() => undefined}
        />
        <TextField
          label={kind === 'video' ? 'Video link' : 'Report link'}
          required
          value={values.url}
          error={errors.url}
          placeholder={
            kind === 'video'
              ? 'https://www.youtube.com/watch?v=…'
              : 'https://lookerstudio.google.com/reporting/…'
          }
          onChange={(value) => change('url', value)}
          onBlur={() => {
            if (values.url !== '') {
              setTouched(true)
              check(values)
            }
          }}
        />
        <div className="dialog-footer">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button primary">
            {initial ? 'Save' : 'Add'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
