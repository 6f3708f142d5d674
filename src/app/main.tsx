import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { useIsRestoring } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { beaconSink, setAnalyticsSink } from '@/lib/analytics/analytics'
import { currentUserQuery } from '@/lib/auth/currentUser'
import { fetchClientConfig } from '@/lib/config/clientConfig'
import { initErrorReporting } from '@/lib/errors/errorReporting'
import {
  createQueryClient,
  createQueryPersister,
  queryPersistOptions,
} from '@/lib/query/queryClient'
import { refetchOnReconnect } from '@/lib/query/reconnect'
import { registerServiceWorker } from '@/lib/pwa/serviceWorker'
import { applyDarkMode } from '@/lib/theme/darkMode'
import { Splash } from '@/lib/ui/Splash'
import { createAppRouter } from './router'
import './styles.css'
import '@/lib/ui/ui.css'

const queryClient = createQueryClient()
const persister = createQueryPersister(window.localStorage)
const router = createAppRouter(queryClient)

applyDarkMode()
refetchOnReconnect(queryClient)

/**
 * The router starts once the copy of the cache kept in local storage is back: route guards and
 * loaders (requireLogin, prefetches) then read the user and documents kept for offline use
 * rather than race them to a network that may be gone (offline, a guard would see no user and
 * send a signed-in person to log in).
 */
function AppRouter() {
  return useIsRestoring() ? <Splash /> : <RouterProvider router={router} />
}

/**
 * Optional services start once the kept cache is back, so they never delay the app, and offline
 * they read the configuration kept from the last visit instead of asking for it in vain.
 */
function startOptionalServices() {
  void fetchClientConfig(queryClient).then((config) => {
    void initErrorReporting(config)
    if (config.analyticsEndpoint) setAnalyticsSink(beaconSink(config.analyticsEndpoint))
  })
}

const container = document.getElementById('root')
if (!container) throw new Error('The #root element is missing from index.html')

createRoot(container).render(
  <StrictMode>
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={queryPersistOptions(persister)}
      // Who is signed in may have changed since the cache was written (a login or logout in
      // another tab, a session that ended): ask once per start, and once back online when the
      // app started offline, where the kept user stands (docs/offline.md): being offline never
      // signs anyone out.
      onSuccess={() => {
        void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey })
        startOptionalServices()
      }}
      onError={startOptionalServices}
    >
      <AppRouter />
    </PersistQueryClientProvider>
  </StrictMode>,
)

registerServiceWorker()
