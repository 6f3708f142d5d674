import { Workbox } from 'workbox-window'

type Listener = (waiting: boolean) => void

let workbox: Workbox | undefined
let updateWaiting = false
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
  workbox.addEventListener('controlling', (event) => {
    // Reload only when an update the user accepted took over, not on the very first install.
    if (event.isUpdate) window.location.reload()
  })
  void workbox.register()
}

/** Activates the waiting version; the page reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return
  setWaiting(false)
  workbox.messageSkipWaiting()
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener)
  listener(updateWaiting)
  return () => listeners.delete(listener)
}
