/// <reference lib="webworker" />
// The service worker: precaches the app shell, answers navigations with it (so the app opens
// offline), keeps CMS content fresh with stale-while-revalidate, and never activates a new
// version on its own: the app asks the user first (see src/lib/pwa).
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { apiPrefixes } from '../src/core/api/prefixes'
import { isSkipWaitingMessage } from './messages'

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

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting()
})

// Claiming clients only matters for the very first install; updates wait for the user's consent.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})
