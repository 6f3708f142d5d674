import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { RouterContext } from '@/lib/routerContext'
import { routeTree } from '@/routeTree.gen'

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient } satisfies RouterContext,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching; the router should not add its own.
    defaultPreloadStaleTime: 0,
  })
  // Pages scroll to top on navigation (app.md section 2).
  router.subscribe('onResolved', (event) => {
    if (event.pathChanged) window.scrollTo(0, 0)
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
