import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { OutboxHost } from '@/lib/testing/apiTestHarness'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DashboardDocument } from '@/core/api/dashboards'
import { outboxDatabaseHandle } from '@/lib/outbox/outboxDatabase'
import { toastState } from '@/lib/ui/toastStore'
import { DashboardPage, type DashboardPageSearch } from './DashboardPage'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toastState.items.splice(0)
})

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

const id = '44444444-4444-4444-8444-444444444444'
const textId = '22222222-2222-4222-8222-222222222222'
const markdownId = '33333333-3333-4333-8333-333333333333'
const videoId = '55555555-5555-4555-8555-555555555555'
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

function dashboard(overrides: Partial<DashboardDocument> = {}): DashboardDocument {
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

const user = { uuid: 'u1', email: 'ada@example.com', plan: 'standard' }

interface Call {
  method: string
  path: string
  headers: Headers
  body: unknown
}

/** Answers the user and the dashboard; `write` answers PUTs and creates. Records every request. */
function stubApi(
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

function Harness({ initial, open }: { initial: DashboardPageSearch; open: string | null }) {
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
function versionedServer(initial: DashboardDocument) {
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

const renamed = (name: string, version: number) =>
  dashboard({ version, data: { ...dashboard().data, meta: { ...dashboard().data.meta, name } } })

/** The page of the dashboard `open` (a new one when null). */
function renderPage(initial: DashboardPageSearch = {}, open: string | null = id) {
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

describe('DashboardPage', () => {
  it('shows text, safe markdown and a sandboxed video', async () => {
    stubApi(() => json(200, dashboard()))
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Flows board' })).toBeTruthy()
    // The grid draws once it has measured its width.
    expect(await screen.findByText('Flows')).toBeTruthy()
    const markdown = screen.getByRole('article', { name: 'Markdown' })
    expect(within(markdown).getByText('Read me').tagName).toBe('STRONG')
    expect(markdown.querySelector('script')).toBeNull()
    const frame = screen.getByTitle('Weekly')
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation')
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('saves an edit with If-Match and an Idempotency-Key, then says so', async () => {
    const calls = stubApi(
      () => json(200, dashboard()),
      (body) =>
        json(
          200,
          dashboard({ version: 4, data: (body as { data: DashboardDocument['data'] }).data }),
        ),
    )
    renderPage({ editDashboard: true })
    const name = await screen.findByLabelText('Dashboard name')
    fireEvent.change(name, { target: { value: 'Flows, weekly' } })
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Modified')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('heading', { name: 'Flows, weekly' })).toBeTruthy()
    const put = calls.find((call) => call.method === 'PUT')
    expect(put?.headers.get('if-match')).toBe('"v3"')
    expect(put?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/)
    expect((put?.body as { data: { meta: { name: string } } }).data.meta.name).toBe('Flows, weekly')
    expect(toastState.items.map((t) => t.title)).toContain('Dashboard saved')
  })

  it('revalidates before edit mode opens: a version saved elsewhere meanwhile is what is edited', async () => {
    const { server, calls } = versionedServer(dashboard())
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Flows board' })).toBeTruthy()
    // Signed in (Clone is offered), so that Edit edits rather than asks to sign in.
    expect(await screen.findByRole('button', { name: 'Clone' })).toBeTruthy()
    // Another device renamed it after this page read it; the page's copy is still fresh.
    server.current = renamed('Renamed elsewhere', 4)
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    const name = await screen.findByLabelText('Dashboard name')
    expect((name as HTMLInputElement).value).toBe('Renamed elsewhere')
    const reads = calls.filter((call) => call.method === 'GET' && call.path.endsWith(id))
    expect(reads.map((read) => read.headers.get('if-none-match'))).toEqual([null, '"v3"', null])
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Add text' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toastState.items.map((t) => t.title)).toContain('Dashboard saved'))
    const puts = calls.filter((call) => call.method === 'PUT')
    expect(puts.map((put) => put.headers.get('if-match'))).toEqual(['"v4"'])
    expect(server.current).toMatchObject({
      version: 5,
      data: { meta: { name: 'Renamed elsewhere' } },
    })
  })

  it('saves an edit made while someone renamed it: the two are merged, neither lost', async () => {
    const { server, calls } = versionedServer(dashboard())
    renderPage({ editDashboard: true })
    const add = await screen.findByRole('button', { name: 'Add text' })
    // Edit mode opened on version 3, still current (304); then someone renamed it.
    const revalidation = calls.find((call) => call.headers.get('if-none-match') !== null)
    expect(revalidation?.headers.get('if-none-match')).toBe('"v3"')
    server.current = renamed('Renamed elsewhere', 4)
    fireEvent.click(add)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toastState.items.map((t) => t.title)).toContain('Dashboard saved'))
    const puts = calls.filter((call) => call.method === 'PUT')
    expect(puts.map((put) => put.headers.get('if-match'))).toEqual(['"v3"', '"v4"'])
    const merged = (puts[1]?.body as { data: DashboardDocument['data'] }).data
    expect(merged.meta.name).toBe('Renamed elsewhere')
    expect(merged.configs.filter((item) => item.configType === 'text')).toHaveLength(2)
    expect(toastState.items.some((t) => t.kind === 'error')).toBe(false)
  })

  it('leaves a clash saved online to the user’s choice: nothing copied, their version shown', async () => {
    const { server, calls } = versionedServer(dashboard())
    renderPage({ editDashboard: true })
    const name = await screen.findByLabelText('Dashboard name')
    server.current = renamed('Their name', 4)
    fireEvent.change(name, { target: { value: 'My name' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    // The page leaves edit mode and shows the version now on the server; the edit waits.
    expect(await screen.findByRole('heading', { name: 'Their name' })).toBeTruthy()
    const waiting = await outboxDatabaseHandle().store.list(user.uuid)
    expect(waiting).toMatchObject([
      { state: 'decide', payload: { data: { meta: { name: 'My name' } } }, newer: { version: 4 } },
    ])
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
    expect(server.current.data.meta.name).toBe('Their name')
    expect(toastState.items.map((t) => t.title)).not.toContain('Dashboard saved')
  })

  it('moves and resizes a widget from the keyboard, and saves its place', async () => {
    const calls = stubApi(
      () => json(200, dashboard()),
      (body) =>
        json(
          200,
          dashboard({ version: 4, data: (body as { data: DashboardDocument['data'] }).data }),
        ),
    )
    renderPage({ editDashboard: true })
    const handle = await screen.findByRole('button', { name: 'Move Markdown' })
    fireEvent.keyDown(handle, { key: 'ArrowRight' })
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true })
    expect(await screen.findByText('Modified')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true))
    const put = calls.find((call) => call.method === 'PUT')
    const layouts = (put?.body as { data: DashboardDocument['data'] }).data.layouts
    expect(layouts.find((entry) => entry.i === markdownId)).toMatchObject({ x: 1, w: 7 })
  })

  it('creates a new dashboard by its first save, not before', async () => {
    const calls = stubApi(
      () => json(500, {}),
      (body) => json(200, dashboard({ version: 1, ...(body as Pick<DashboardDocument, 'data'>) })),
    )
    renderPage({ a: 'ETH' }, null)
    const name = await screen.findByLabelText('Dashboard name')
    expect((name as HTMLInputElement).value).toBe('Untitled dashboard')
    expect(screen.getByText('This dashboard has no items yet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Add text' }))
    fireEvent.change(name, { target: { value: 'Flows' } })
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toastState.items.map((t) => t.title)).toContain('Dashboard saved'))
    const writes = calls.filter((call) => call.method !== 'GET')
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/dashboards/create',
    ])
    const sent = (writes[0]?.body as { data: DashboardDocument['data'] }).data
    expect(sent.meta).toEqual({ name: 'Flows', asset: 'ETH', slug: null })
    expect(sent.configs.map((item) => item.configType)).toEqual(['text'])
  })

  it('opens a new draft from New dashboard while the session is still being read', async () => {
    // The user's info answers only when the test says so: the click comes before it.
    let answerUser: () => void = () => undefined
    const userAnswered = new Promise<void>((resolve) => (answerUser = resolve))
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = new URL(String(input), 'http://studio.test')
        if (url.pathname === '/v1/user/info') {
          await userAnswered
          return json(200, user)
        }
        if (url.pathname === `/v1/dashboards/${id}`) return json(200, dashboard())
        if (url.pathname === '/v1/dashboards') return json(200, { data: [] })
        throw new Error(`Unexpected ${url.pathname}`)
      }),
    )
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <Harness initial={{}} open={id} /> }),
      history: createMemoryHistory({ initialEntries: [`/dashboards/${id}`] }),
    })
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as unknown as AnyRouter} />
      </QueryClientProvider>,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'New dashboard' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards/new'))
    answerUser()
  })

  it('offers Clone, not Save, on a preset', async () => {
    stubApi(() => json(200, dashboard({ isPreset: true, isOwner: false, type: 'preset' })))
    renderPage({ editDashboard: true })
    expect(await screen.findByRole('button', { name: 'Clone' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('says the dashboard has no items yet and offers Add in edit mode', async () => {
    stubApi(() =>
      json(200, dashboard({ data: { configs: [], layouts: [], meta: dashboard().data.meta } })),
    )
    renderPage({ editDashboard: true })
    expect(await screen.findByText('This dashboard has no items yet')).toBeTruthy()
    // The toolbar's and the empty state's.
    expect(await screen.findAllByRole('button', { name: 'Add text' })).toHaveLength(2)
  })

  it('shows the gate of a forbidden dashboard with the plan that opens it', async () => {
    stubApi(() =>
      json(403, {
        status: 403,
        error: 'Forbidden',
        message: 'Forbidden: Please upgrade to the Professional plan.',
        allowed_plans: ['professional', 'professional_ml'],
      }),
    )
    renderPage()
    expect(
      await screen.findByText('Upgrade to the Professional plan to view this dashboard'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Upgrade' })).toBeTruthy()
  })

  it('offers Retry after a failure and shows the dashboard once it loads', async () => {
    let fail = true
    stubApi(() =>
      fail
        ? json(500, { status: 500, error: 'Internal', message: 'Boom' })
        : json(200, dashboard()),
    )
    renderPage()
    expect(await screen.findByText('Boom')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Flows board' })).toBeTruthy()
  })

  it('offline, keeps the dashboard it holds when a refresh fails; one never held needs a connection', async () => {
    let network = true
    stubApi(() => {
      if (!network) throw new TypeError('Failed to fetch')
      return json(200, dashboard())
    })
    const queryClient = renderPage()
    expect(await screen.findByRole('heading', { name: 'Flows board' })).toBeTruthy()
    network = false
    await queryClient.refetchQueries({ queryKey: ['dashboards', 'dashboard'] })
    expect(queryClient.getQueryState(['dashboards', 'dashboard', id, null])?.status).toBe('error')
    expect(screen.getByRole('heading', { name: 'Flows board' })).toBeTruthy()

    cleanup()
    renderPage()
    expect(
      await screen.findByText(
        'A connection is needed to open this dashboard: it is not saved on this device yet.',
      ),
    ).toBeTruthy()
    network = true
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Flows board' })).toBeTruthy()
  })
})
