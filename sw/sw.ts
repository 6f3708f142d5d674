/// <reference lib="webworker" />
// The service worker: precaches the app shell, answers navigations with it (so the app opens
// offline), keeps CMS content fresh with stale-while-revalidate and blog articles for offline reading, keeps recently viewed series in
// IndexedDB for offline charts, replays the offline outbox on Background Sync, and never activates a new version on its own: the app asks the
// user first (see src/lib/pwa).
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { apiPrefixes } from '../src/core/api/prefixes'
import { isStoredSeriesRequest } from '../src/core/series/offlineSeries'
import { alertNotification, notificationTarget, openAppAt } from './alertNotifications'
import { isSkipWaitingMessage } from './messages'
import { answerSeries } from './offlineSeries'
import { isOutboxSync, replayInWorker } from './outboxSync'

declare const self: ServiceWorkerGlobalScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [new RegExp(`^(${apiPrefixes.join('|')})(/|$)`)],
  }),
)

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/cms/'),
  new StaleWhileRevalidate({
    cacheName: 'cms-content',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
)

// The blog's articles, lists and images (the Insights pages): the newest online, and what was
// read opens offline.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/blog/'),
  new NetworkFirst({
    cacheName: 'blog-content',
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
)

// Series: network first, kept in IndexedDB as typed-array chunks for offline charts.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && isStoredSeriesRequest(url),
  ({ request, event }) =>
    answerSeries(request, (promise) => (event as ExtendableEvent).waitUntil(promise)),
)

// What a chart needs besides its series: the allowed parameter values, and asset icons.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/v1/metadata/'),
  new NetworkFirst({
    cacheName: 'metric-metadata',
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
)
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/crypto-icons/'),
  new CacheFirst({
    cacheName: 'crypto-icons',
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
)

/** Chromium's static routing API (InstallEvent.addRoutes); absent from the DOM types. */
interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: { condition: { urlPattern: string }; source: 'network' }[]) => Promise<void>
}

// The search service's requests (one POST per settled keystroke, docs/search.md) go to the
// network without waking this worker: it never answers them, and a fetch event for each cost a
// thread hop before the request left. Browsers without the API let them through the fetch
// handler as before (no route matches them).
self.addEventListener('install', (event) => {
  const routing = event as RoutingInstallEvent
  if (typeof routing.addRoutes !== 'function') return
  event.waitUntil(
    routing.addRoutes([{ condition: { urlPattern: '/1/*' }, source: 'network' }]).catch(() => {}),
  )
})

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting()
})

// Claiming clients only matters for the very first install; updates wait for the user's consent.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

// Alert pushes (sw/alertNotifications.ts): always a notification, one per alert tag.
self.addEventListener('push', (event) => {
  const { title, options } = alertNotification(event.data)
  event.waitUntil(self.registration.showNotification(title, options))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = notificationTarget(event.notification.data, self.location.origin)
  event.waitUntil(openAppAt(self.clients, self.location.origin, path))
})

// Background Sync (sw/outboxSync.ts): edits queued offline are sent when the connection is back,
// even when no page of the app is open.
self.addEventListener('sync', (event) => {
  if (isOutboxSync(event)) event.waitUntil(replayInWorker(self))
})
