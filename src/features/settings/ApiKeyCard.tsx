import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { ApiKeyStatus } from '@/core/api/user'
import { formatDateTime } from '@/core/format/date'
import { Dialog } from '@/lib/ui/Dialog'
import { useGenerateApiKey } from './apiKeyMutations'
import { RevealedApiKey } from './RevealedApiKey'
import { SettingsLoadError, SettingsLoading } from './SectionStates'
import { apiKeyStatusQuery } from './settingsQueries'

function KeyStatus({ status }: { status: ApiKeyStatus }) {
  if (!status.exists || status.createdAt === null) {
    return <p>You have no API key yet.</p>
  }
  return (
    <p>
      Your API key was created on {formatDateTime(status.createdAt)} UTC and{' '}
      {status.lastUsedAt === null
        ? 'has not been used yet'
        : `was last used on ${formatDateTime(status.lastUsedAt)} UTC`}
      .
    </p>
  )
}

/** The key's state, generating one, and asking first when that would replace a key in use. */
export function ApiKeyCard() {
  const { data: status, error, refetch } = useQuery(apiKeyStatusQuery)
  const [revealed, setRevealed] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const generate = useGenerateApiKey(setRevealed)
  const closeConfirm = () => {
    setConfirming(false)
    button.current?.focus()
  }

  let body
  if (status) body = <KeyStatus status={status} />
  else if (error) {
    body = <SettingsLoadError what="your API key" error={error} onRetry={() => void refetch()} />
  } else body = <SettingsLoading label="API key" />
  const hasKey = status?.exists === true

  return (
    <section className="card" aria-labelledby="api-key-heading">
      <h2 id="api-key-heading">API key</h2>
      {body}
      {revealed ? <RevealedApiKey apiKey={revealed} /> : null}
      <div className="settings-actions">
        <button
          ref={button}
          type="button"
          className="button primary"
          disabled={!status || generate.isPending}
          onClick={() => (hasKey ? setConfirming(true) : generate.mutate())}
        >
          {generate.isPending ? 'Generating…' : hasKey ? 'Regenerate API key' : 'Generate API key'}
        </button>
      </div>
      {confirming ? (
        <Dialog open title="Replace your API key?" onClose={closeConfirm}>
          <p>
            A new key replaces the current one at once: scripts and tools still using the old key
            get <code>401 Invalid API key</code> until you give them the new one.
          </p>
          <div className="dialog-footer">
            <button type="button" className="button" onClick={closeConfirm}>
              Keep current key
            </button>
            <button
              type="button"
              className="button danger"
              onClick={() => {
                closeConfirm()
                generate.mutate()
              }}
            >
              Replace key
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  )
}
