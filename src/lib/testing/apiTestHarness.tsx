import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { currentUserQuery } from '@/lib/auth/currentUser'
import { useOutboxSync } from '@/lib/outbox/useOutbox'
import { TooltipProvider } from '@/lib/ui/Tooltip'

/*
 * Test support for components that read and write through the API (imported by tests only): a
 * router whose location the tests read, a fresh query client, and fetch answered per
 * "METHOD /path", so tests stub only the network. In src/lib so any feature's tests may use it.
 */

export type Handler = (init: RequestInit | undefined) => Response | Promise<Response>

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

export const failure = (status: number, message: string): Response =>
  json(status, { status, error: 'Error', message })

export const noContent = (): Response => new Response(null, { status: 204 })

/** Stubs fetch with a table of answers; an unlisted call fails the test with its name. */
export function stubApi(routes: Record<string, Handler>) {
  const calls: { key: string; init: RequestInit | undefined }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://studio.test')
      const key = `${init?.method ?? 'GET'} ${url.pathname}`
      calls.push({ key, init })
      const handler = routes[key]
      if (!handler) throw new Error(`Unexpected request: ${key}`)
      return handler(init)
    }),
  )
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => call.key === key),
    headersOf: (key: string, index = 0) =>
      new Headers(calls.filter((call) => call.key === key)[index]?.init?.headers),
    bodyOf: (key: string, index = 0): unknown =>
      JSON.parse(String(calls.filter((call) => call.key === key)[index]?.init?.body)),
  }
}

/**
 * The app root's outbox (src/routes/__root.tsx), for whoever the component under test has read
 * as signed in: writes go through it as in the app. It reads no user itself.
 */
export function OutboxHost() {
  const { data: user } = useQuery({ ...currentUserQuery, enabled: false })
  useOutboxSync(user?.uuid)
  return null
}

/** Renders `ui` on every path, starting at `path`; the router tells where navigation went. */
export function renderAt(path: string, ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <OutboxHost />
        <RouterProvider router={router as unknown as AnyRouter} />
      </TooltipProvider>
    </QueryClientProvider>,
  )
  return { queryClient, router, view }
}

/** A promise the test settles by hand, to look at the screen while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

export const signedInUser = {
  uuid: '6f1c1c4e-5d8a-4f34-9a55-0a1b2c3d4e5f',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  plan: 'standard',
}
