import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DashboardDocument } from '@/core/api/dashboards'
import { toastState } from '@/lib/ui/toastStore'
import {
  dashboard,
  Harness,
  id,
  json,
  markdownId,
  renderPage,
  stubApi,
  user,
} from './dashboardPageHarness'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toastState.items.splice(0)
})

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
