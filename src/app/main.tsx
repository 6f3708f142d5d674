import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { beaconSink, setAnalyticsSink } from '@/lib/analytics/analytics'
import { currentUserQuery } from '@/lib/auth/currentUser'
import { fetchClientConfig } from '@/lib/config/clientConfig'
import { initErrorReporting } from '@/lib/errors/errorReporting'
import {
  createQueryClient,
  createQueryPersister,
  queryCacheBuster,
  shouldPersistQuery,
} from '@/lib/query/queryClient'
import { registerServiceWorker } from '@/lib/pwa/serviceWorker'
import { applyDarkMode } from '@/lib/theme/darkMode'
import { createAppRouter } from './router'
import './styles.css'
import '@/lib/ui/ui.css'

const queryClient = createQueryClient()
const persister = createQueryPersister(window.localStorage)
const router = createAppRouter(queryClient)

applyDarkMode()

const container = document.getElementById('root')
if (!container) throw new Error('The #root element is missing from index.html')

createRoot(container).render(
  <StrictMode>
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: 24 * 60 * 60 * 1000,
        buster: queryCacheBuster,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
      }}
      // Who is signed in may have changed since the cache was written (a login or logout in
      // another tab, a session that ended): ask once per start, keeping the copy if offline.
      onSuccess={() => void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey })}
    >
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  </StrictMode>,
)

registerServiceWorker()

// Optional services start after first render so they never delay the app.
void fetchClientConfig(queryClient).then((config) => {
  void initErrorReporting(config)
  if (config.analyticsEndpoint) setAnalyticsSink(beaconSink(config.analyticsEndpoint))
})
