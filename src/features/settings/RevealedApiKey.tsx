import { useId, useRef, useState } from 'react'

type CopyState = 'idle' | 'copied' | 'selected'

const copyFeedback: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to the clipboard.',
  selected: 'Selected: press Ctrl+C (or ⌘C) to copy.',
}

/**
 * A new secret (the API key, a webhook's signing secret), shown this once, with a Copy button
 * that falls back to selecting the text.
 */
export function RevealedApiKey({
  apiKey,
  label = 'Your new API key',
}: {
  apiKey: string
  label?: string
}) {
  const inputId = useId()
  const warningId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [copy, setCopy] = useState<CopyState>('idle')

  const select = () => {
    input.current?.focus()
    input.current?.select()
    setCopy('selected')
  }

  const copyKey = async () => {
    // Without a secure context or permission the clipboard API is missing or refuses.
    if (!navigator.clipboard) return select()
    try {
      await navigator.clipboard.writeText(apiKey)
      setCopy('copied')
    } catch {
      select()
    }
  }

  return (
    <div className="settings-reveal">
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <div className="settings-copy-row">
        <input
          ref={input}
          id={inputId}
          className="settings-key"
          readOnly
          value={apiKey}
          spellCheck={false}
          aria-describedby={warningId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" onClick={() => void copyKey()}>
          Copy
        </button>
      </div>
      <p id={warningId} className="settings-notice" role="note">
        Copy it now and keep it somewhere safe: it will not be shown again.
      </p>
      <p className="muted settings-hint" aria-live="polite">
        {copyFeedback[copy]}
      </p>
    </div>
  )
}
