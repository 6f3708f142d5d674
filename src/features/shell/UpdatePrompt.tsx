import { applyUpdate } from '@/lib/pwa/serviceWorker'
import { useUpdateAvailable } from '@/lib/pwa/useUpdateAvailable'

/** Offers the waiting version; the user decides when to reload. */
export function UpdatePrompt() {
  const waiting = useUpdateAvailable()
  if (!waiting) return null
  return (
    <div className="update-prompt" role="alert">
      <span>A new version of Onchain Studio is ready.</span>
      <button type="button" className="button primary" onClick={applyUpdate}>
        Reload
      </button>
    </div>
  )
}
