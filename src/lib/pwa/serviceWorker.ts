import { Workbox } from 'workbox-window'

type Listener = (waiting: boolean) => void

let workbox: Workbox | undefined
let updateWaiting = false
let updateAccepted = false
const listeners = new Set<Listener>()

function setWaiting(value: boolean) {
  updateWaiting = value
  for (const listener of listeners) listener(value)
}

/**
 * Registers the service worker. A new version waits until the user accepts the Reload prompt:
 * nothing skips waiting on its own, so a half-finished edit is never interrupted by a reload.
 */
export function registerServiceWorker(url = '/sw.js'): void {
  if (!('serviceWorker' in navigator) || workbox) return
  workbox = new Workbox(url)
  workbox.addEventListener('waiting', () => setWaiting(true))
  workbox.addEventListener('controlling', () => {
    // Reload only when a version the user accepted takes over, never on the first install.
    // (workbox's own isUpdate flag is false when the page had no worker at registration time.)
    if (updateAccepted) window.location.reload()
  })
  // A browser may refuse the worker (private windows of some browsers, a policy, a test
  // harness): the app then runs without offline support rather than failing.
  workbox.register().catch(() => {
    workbox = undefined
  })
}

/** Activates the waiting version; the page reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return
  updateAccepted = true
  setWaiting(false)
  workbox.messageSkipWaiting()
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener)
  listener(updateWaiting)
  return () => listeners.delete(listener)
}
