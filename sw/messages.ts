/** Messages the page sends to the service worker. workbox-window's messageSkipWaiting sends this. */
export function isSkipWaitingMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  )
}
