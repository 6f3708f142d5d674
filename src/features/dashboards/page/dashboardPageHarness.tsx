import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { useState } from 'react'
import { vi } from 'vitest'
import type { DashboardDocument } from '@/core/api/dashboards'
import { OutboxHost } from '@/lib/testing/apiTestHarness'
import { DashboardPage } from './DashboardPage'
import type { DashboardPageSearch } from './dashboardPageProps'

/*
 * The dashboard page's component tests' harness (imported by tests only): a dashboard document,
 * the API stubbed with every request recorded, a server keeping versions as the real one does,
 * and the page rendered under a router with the app's outbox.
 */

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

export const id = '44444444-4444-4444-8444-444444444444'
export const textId = '22222222-2222-4222-8222-222222222222'
export const markdownId = '33333333-3333-4333-8333-333333333333'
export const videoId = '55555555-5555-4555-8555-555555555555'
const entry = (i: string, y: number, w = 6) => ({
  i,
  x: 0,
  y,
  w,
  h: 2,
  minW: 3,
  minH: 1,
  maxH: 100,
  isResizable: true,
})

export function dashboard(overrides: Partial<DashboardDocument> = {}): DashboardDocument {
  return {
    uuid: id,
    slug: null,
    categoryUuid: 'uncategorized',
    type: 'user',
    data: {
      configs: [
        { uuid: textId, configType: 'text', meta: { content: 'Flows' }, extra: {} },
        {
          uuid: markdownId,
          configType: 'markdown',
          meta: { content: '**Read me** <script>window.__ran = 1</script>' },
          extra: { backgroundColor: '#f4f1e8' },
        },
        {
          uuid: videoId,
          configType: 'video',
          meta: { title: 'Weekly', url: 'https://youtu.be/dQw4w9WgXcQ' },
          extra: {},
        },
      ],
      layouts: [entry(textId, 0, 12), entry(markdownId, 2), entry(videoId, 4)],
      meta: { name: 'Flows board', asset: 'BTC', slug: null },
    },
    isOwner: true,
    isPreset: false,
    version: 3,
    createdAt: 1,
    updatedAt: 2,
    ...overrides,
  }
}

export const user = { uuid: 'u1', email: 'ada@example.com', plan: 'standard' }

export interface Call {
  method: string
  path: string
  headers: Headers
  body: unknown
}

/** Answers the user and the dashboard; `write` answers PUTs and creates. Records every request. */
export function stubApi(
  read: (headers: Headers) => Response,
  write?: (body: unknown, headers: Headers) => Response,
) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://studio.test')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      const headers = new Headers(init?.headers)
      calls.push({ method, path: url.pathname, headers, body })
      if (url.pathname === '/v1/user/info') return json(200, user)
      if (url.pathname === `/v1/dashboards/${id}` && method === 'GET') return read(headers)
      if (url.pathname === `/v1/dashboards/${id}` && method === 'PUT' && write) {
        return write(body, headers)
      }
      if (url.pathname === '/v1/dashboards/create' && method === 'POST' && write) {
        return write(body, headers)
      }
      if (url.pathname === '/v1/dashboards') return json(200, { data: [] })
      throw new Error(`Unexpected ${method} ${url.pathname}`)
    }),
  )
  return calls
}

export function Harness({ initial, open }: { initial: DashboardPageSearch; open: string | null }) {
  const [search, setSearch] = useState(initial)
  return (
    <DashboardPage
      id={open}
      search={search}
      onSearch={(patch) => setSearch((prev) => ({ ...prev, ...patch }))}
    />
  )
}

/**
 * The server's rules for the dashboard: reads answer the current version (304 to an
 * If-None-Match naming it), a save on the current version makes the next one, a stale one is
 * refused with 412. `current` is what the server holds; a test changes it as another device would.
 */
export function versionedServer(initial: DashboardDocument) {
  const server = { current: initial }
  const calls = stubApi(
    (headers) =>
      headers.get('if-none-match') === `"v${server.current.version}"`
        ? new Response(null, { status: 304 })
        : json(200, server.current),
    (body, headers) => {
      if (headers.get('if-match') !== `"v${server.current.version}"`) {
        return json(412, {
          status: 412,
          error: 'Precondition Failed',
          message: 'Changed since read',
        })
      }
      const { data } = body as Pick<DashboardDocument, 'data'>
      server.current = { ...server.current, version: server.current.version + 1, data }
      return json(200, server.current)
    },
  )
  return { server, calls }
}

export const renamed = (name: string, version: number) =>
  dashboard({ version, data: { ...dashboard().data, meta: { ...dashboard().data.meta, name } } })

/** The page of the dashboard `open` (a new one when null). */
export function renderPage(initial: DashboardPageSearch = {}, open: string | null = id) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Harness initial={initial} open={open} /> }),
    history: createMemoryHistory({ initialEntries: [`/dashboards/${open ?? 'new'}`] }),
  })
  render(
    <QueryClientProvider client={queryClient}>
      <OutboxHost />
      <RouterProvider router={router as unknown as AnyRouter} />
    </QueryClientProvider>,
  )
  return queryClient
}
