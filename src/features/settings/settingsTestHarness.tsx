import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
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
import type { UserInfo } from '@/core/api/user'

/*
 * Test support for the settings pages (imported by tests only): a router for the links, a fresh
 * query client, and fetch answered per "METHOD /path", so tests stub only the network.
 */

export type Handler = (init: RequestInit | undefined) => Response | Promise<Response>

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export const failure = (status: number, message: string): Response =>
  json(status, { status, error: 'Error', message })

/** Stubs fetch with a table of answers; an unlisted call fails the test with its name. */
export function stubApi(routes: Record<string, Handler>) {
  const calls: { key: string; init: RequestInit | undefined }[] = []
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://studio.test')
    const key = `${init?.method ?? 'GET'} ${url.pathname}`
    calls.push({ key, init })
    const handler = routes[key]
    if (!handler) throw new Error(`Unexpected request: ${key}`)
    return handler(init)
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => call.key === key),
  }
}

export function renderWithRouter(ui: ReactNode, initialEntry = '/settings/account') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [initialEntry] }),
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as unknown as AnyRouter} />
    </QueryClientProvider>,
  )
  return { queryClient, router }
}

export const testUser: UserInfo = {
  uuid: '6f1c1c4e-5d8a-4f34-9a55-0a1b2c3d4e5f',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  countryCode: null,
  // A new account: signed in, no subscription.
  plan: 'guest',
  products: [],
  addons: [],
  features: [],
  allowDownloads: false,
  trial: false,
  trialAvailable: true,
  trialExpiry: null,
  emailVerified: true,
  newsletter: true,
  referral: null,
  internal: false,
  searchAPIKey: null,
}
