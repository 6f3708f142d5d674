/*
 * How the service worker tells the app that a series came from the offline store: the header
 * carries the epoch milliseconds of the network answer it stored. A series never viewed on this
 * device answers 503 with the text below instead.
 */

export const offlineAsOfHeader = 'X-Studio-Offline-As-Of'

export const notViewedOfflineText =
  'You are offline and this chart has not been viewed on this device yet, so its data is not available.'

/** "Offline, data as of 2026-11-21 14:05 UTC". */
export function offlineNote(asOf: string): string {
  return `Offline, data as of ${asOf} UTC`
}

/** Whether a request is one the offline store keeps: a binary series of the metrics API. */
export function isStoredSeriesRequest(url: URL): boolean {
  return url.pathname.startsWith('/v1/metrics/') && url.searchParams.get('f') === 'binary'
}
