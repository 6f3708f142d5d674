import { useState } from 'react'
import { cancellationAnswersSchema, type CancellationAnswers } from '@/core/api/surveys'
import { demoFormFieldErrors } from '@/core/demoForm'
import { formatDate } from '@/core/format/date'
import { cancellationReasonOptions } from '@/core/surveyOptions'
import { Dialog } from '@/lib/ui/Dialog'
import { SelectField, TextField } from '@/lib/ui/FormFields'
import { useFocusFirstInvalid } from '@/lib/ui/useFocusFirstInvalid'
import { useCancelSubscription } from './billingMutations'

type Checked = { ok: true; answers: CancellationAnswers | null } | { ok: false; comment?: string }

/**
 * The survey is optional: nobody has to explain themselves to cancel. A comment without a
 * reason is filed under "other" so that it is not lost.
 */
function checkAnswers(reason: string, comment: string): Checked {
  if (reason === '' && comment.trim() === '') return { ok: true, answers: null }
  const parsed = cancellationAnswersSchema.safeParse({
    reason: reason || 'other',
    comment: comment.trim() || undefined,
  })
  if (parsed.success) return { ok: true, answers: parsed.data }
  return { ok: false, comment: demoFormFieldErrors(parsed.error).comment }
}

// Errors show after a submit; leaving a field or closing while the cancel runs does nothing.
const noop = () => {}

export function CancelSubscriptionDialog({
  planName,
  endsAt,
  onClose,
}: {
  planName: string
  endsAt: number | null
  onClose: () => void
}) {
  const [reason, setReason] = useState('')
  const [comment, setComment] = useState('')
  const [commentError, setCommentError] = useState<string | undefined>()
  const { formRef, refused } = useFocusFirstInvalid()
  const cancel = useCancelSubscription()

  return (
    <Dialog open title="Cancel subscription" onClose={cancel.isPending ? noop : onClose}>
      <form
        ref={formRef}
        className="settings-form"
        aria-label="Cancel subscription"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const checked = checkAnswers(reason, comment)
          setCommentError(checked.ok ? undefined : checked.comment)
          if (!checked.ok) return refused()
          cancel.mutate(checked.answers, { onSuccess: onClose })
        }}
      >
        <p>
          {endsAt === null
            ? `Your ${planName} plan ends at the end of the current billing period.`
            : `You keep your ${planName} plan until ${formatDate(endsAt)}; after that, no further payment is taken.`}
        </p>
        <SelectField
          label="Why are you cancelling? (optional)"
          options={cancellationReasonOptions}
          value={reason}
          error={undefined}
          onChange={setReason}
          onBlur={noop}
        />
        <TextField
          label="Anything else you would like to tell us? (optional)"
          multiline
          value={comment}
          error={commentError}
          onChange={(value) => {
            setComment(value)
            setCommentError(undefined)
          }}
          onBlur={noop}
        />
        <div className="dialog-footer">
          <button type="button" className="button" onClick={onClose} disabled={cancel.isPending}>
            Keep subscription
          </button>
          <button type="submit" className="button danger" disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel subscription'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
