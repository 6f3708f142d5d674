import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { webhookInputSchema } from '@/core/api/alertDelivery'
import { ConfirmDeleteDialog } from '@/lib/ui/ConfirmDeleteDialog'
import { TextField } from '@/lib/ui/FormFields'
import { webhookSettingsQuery } from '@/lib/alerts/notificationQueries'
import { RevealedApiKey } from './RevealedApiKey'
import { SettingsLoadError, SettingsLoading } from './SectionStates'
import {
  useRemoveWebhook,
  useRotateWebhookSecret,
  useSaveWebhook,
  useSendWebhookTest,
} from './webhookMutations'

/**
 * The user's webhook: one URL that receives every alert with the Webhook channel as JSON,
 * signed the Standard Webhooks way with a secret shown once (after saving or rotating).
 */
export function WebhookCard() {
  const settings = useQuery(webhookSettingsQuery)
  const saved = settings.data?.url ?? null
  // null: not edited, the saved address shows.
  const [edited, setEdited] = useState<string | null>(null)
  const draft = edited ?? saved ?? ''
  const [touched, setTouched] = useState(false)
  const [secret, setSecret] = useState<string | null>(null)
  const [confirmRemove, setConfirmRemove] = useState(false)

  const save = useSaveWebhook(setSecret)
  const rotate = useRotateWebhookSecret(setSecret)
  const remove = useRemoveWebhook(setSecret)
  const test = useSendWebhookTest()
  const busy = save.isPending || rotate.isPending || remove.isPending

  const valid = webhookInputSchema.safeParse({ url: draft.trim() }).success
  const error =
    touched && !valid ? 'Enter a full http(s) address, like https://example.com/hook' : undefined

  return (
    <section className="card" aria-labelledby="webhook-heading">
      <h2 id="webhook-heading">Webhook</h2>
      <p className="muted">
        Alerts with the Webhook channel are sent to this address as JSON, signed with your secret as
        Standard Webhooks specifies, so any of its libraries can verify them.
      </p>
      {settings.data === undefined ? (
        settings.error ? (
          <SettingsLoadError
            what="your webhook"
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <SettingsLoading label="webhook" />
        )
      ) : (
        <>
          <form
            className="settings-form"
            aria-label="Webhook address"
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              setTouched(true)
              if (valid) save.mutate(draft.trim(), { onSuccess: () => setEdited(null) })
            }}
          >
            <TextField
              label="Webhook URL"
              placeholder="https://example.com/hooks/alerts"
              autoComplete="off"
              value={draft}
              error={error}
              onChange={setEdited}
              onBlur={() => setTouched(true)}
            />
            <div className="settings-actions">
              <button type="submit" className="button primary" disabled={busy}>
                {save.isPending ? 'Saving…' : 'Save webhook'}
              </button>
              {saved ? (
                <>
                  <button
                    type="button"
                    className="button"
                    disabled={test.isPending}
                    onClick={() => test.mutate()}
                  >
                    {test.isPending ? 'Sending…' : 'Send test'}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => rotate.mutate()}
                  >
                    Rotate secret
                  </button>
                  <button
                    type="button"
                    className="button danger-outline"
                    disabled={busy}
                    onClick={() => setConfirmRemove(true)}
                  >
                    Remove
                  </button>
                </>
              ) : null}
            </div>
          </form>
          {secret ? <RevealedApiKey apiKey={secret} label="Your webhook signing secret" /> : null}
          {saved && !secret ? (
            <p className="muted settings-hint">
              The signing secret was shown when you saved the address. Lost it? Rotate it: the old
              one stops working at once.
            </p>
          ) : null}
        </>
      )}
      {confirmRemove ? (
        <ConfirmDeleteDialog
          title="Remove the webhook?"
          confirmLabel="Remove"
          busy={remove.isPending}
          onClose={() => setConfirmRemove(false)}
          onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirmRemove(false) })}
        >
          Alerts will no longer be sent to {saved}.
        </ConfirmDeleteDialog>
      ) : null}
    </section>
  )
}
