import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deferred, failure, json, renderAt, stubApi } from '@/lib/testing/apiTestHarness'
import { toastState } from '@/lib/ui/toastStore'
import { AlertsPage } from './AlertsPage'
import { alert, metric, stub, toasts } from './alertsPageHarness'

// Series decode in a worker, which happy-dom lacks: the preview reads this sawtooth instead, one
// point a day for two years, crossing 50 upward once every 100 days.
vi.mock('@/lib/charts/metricData', () => ({
  metricDataQuery: (request: unknown) => ({
    queryKey: ['metric-data', request],
    queryFn: () => {
      const t = new Float64Array(730)
      const v = new Float64Array(730)
      for (let i = 0; i < 730; i++) {
        t[i] = 1_700_000_000 + i * 86_400
        v[i] = i % 100
      }
      return { series: { kind: 'values', t, v }, source: 'demo' }
    },
  }),
}))

beforeEach(() => toastState.items.splice(0))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function openNewAlert() {
  fireEvent.click(
    (await screen.findAllByRole('button', { name: 'Create alert' }))[0] as HTMLElement,
  )
  const dialog = await screen.findByRole('dialog', { name: 'Create alert' })
  await within(dialog).findByRole('option', { name: 'Exchange Inflow' })
  fireEvent.change(within(dialog).getByLabelText('Metric'), { target: { value: metric.path } })
  return dialog
}

describe('AlertsPage', () => {
  it('asks a guest to log in', async () => {
    stubApi({ 'GET /v1/user/info': () => json(200, null) })
    renderAt('/alerts', <AlertsPage />)
    expect(await screen.findByText('Log in to set alerts')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toMatch(/login/)
  })

  it('shows loading, then the empty state with a way to create one and the limit', async () => {
    const answer = deferred<Response>()
    stub([], { 'GET /v1/alerts': () => answer.promise })
    renderAt('/alerts', <AlertsPage />)
    expect(await screen.findByRole('status', { name: 'Loading metrics' })).toBeTruthy()
    answer.resolve(json(200, { data: [], limit: { used: 0, max: 3 } }))
    expect(await screen.findByText('No alerts yet')).toBeTruthy()
    expect(screen.getByText('0 of 3 alerts')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Create alert' })).toHaveLength(2)
  })

  it('shows a failed list with the server message and tries again', async () => {
    let fail = true
    stub([], {
      'GET /v1/alerts': () =>
        fail
          ? failure(500, 'Database unavailable')
          : json(200, { data: [alert], limit: { used: 1, max: 3 } }),
    })
    renderAt('/alerts', <AlertsPage />)
    expect(await screen.findByText('Could not load your alerts')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Database unavailable')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Big inflow')).toBeTruthy()
  })

  it('offline, keeps the list it holds when a refresh fails, and says a list never held needs a connection', async () => {
    let network = true
    stub([], {
      'GET /v1/alerts': () => {
        if (!network) throw new TypeError('Failed to fetch')
        return json(200, { data: [alert], limit: { used: 1, max: 3 } })
      },
    })
    const { queryClient } = renderAt('/alerts', <AlertsPage />)
    expect(await screen.findByText('Big inflow')).toBeTruthy()
    network = false
    await queryClient.refetchQueries({ queryKey: ['alerts', 'list'] })
    expect(queryClient.getQueryState(['alerts', 'list'])?.status).toBe('error')
    expect(screen.getByText('Big inflow')).toBeTruthy()
    expect(screen.queryByText('Could not load your alerts')).toBeNull()

    // Nothing held: the page says it needs a connection, and Retry reads again.
    cleanup()
    renderAt('/alerts', <AlertsPage />)
    expect(
      await screen.findByText(
        'A connection is needed to open your alerts: it is not saved on this device yet.',
      ),
    ).toBeTruthy()
    network = true
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Big inflow')).toBeTruthy()
  })

  it('lists each alert with its source, condition, channels, a turned-off reason and history', async () => {
    stub(
      [
        alert,
        {
          ...alert,
          uuid: '2b6f5a1e-7c2d-4e8f-9a0b-1c2d3e4f5a6b',
          name: 'Formula dip',
          path: null,
          asset: null,
          source: { chartUuid: '3b6f5a1e-7c2d-4e8f-9a0b-1c2d3e4f5a6b', item: 'f1' },
          metricName: 'My workbench',
          condition: 'in',
          conditionValues: [1, 2],
          enabled: false,
          disabledReason: 'source_item_removed',
        },
      ],
      {
        [`GET /v1/alerts/${alert.uuid}/history`]: () =>
          json(200, {
            data: [
              {
                id: 'f-1',
                t: Date.UTC(2026, 10, 25, 14, 30) / 1000,
                value: 101234,
                firedAt: Date.UTC(2026, 10, 25, 14, 31),
                test: false,
                deliveries: [
                  {
                    channel: 'push',
                    status: 'delivered',
                    attempts: 1,
                    detail: null,
                    deliveredAt: 1,
                  },
                  {
                    channel: 'telegram',
                    status: 'failed',
                    attempts: 3,
                    detail: 'blocked',
                    deliveredAt: null,
                  },
                ],
              },
            ],
          }),
      },
    )
    renderAt('/alerts', <AlertsPage />)
    const first = await screen.findByRole('listitem', { name: 'Big inflow' })
    expect(first.textContent).toContain('BTC Exchange Inflow above 100,000, every 1 day')
    expect(first.textContent).toContain('Tells you by Push, Telegram')
    expect(
      within(first).getByRole('link', { name: 'BTC Exchange Inflow' }).getAttribute('href'),
    ).toBe(`/charts/${metric.metricCode}?a=BTC&i=24h&alert=${alert.uuid}`)
    const second = screen.getByRole('listitem', { name: 'Formula dip' })
    expect(second.textContent).toContain('Formula f1 of My workbench between 1 and 2')
    expect(within(second).getByRole('note').textContent).toMatch(/formula was removed/)
    expect(within(second).getByRole('switch').getAttribute('aria-checked') ?? 'x').not.toBe('true')

    fireEvent.click(within(first).getByRole('button', { name: 'History' }))
    const history = await within(first).findByRole('list', { name: 'History of Big inflow' })
    expect(history.textContent).toContain('2026-11-25 14:30 UTC')
    expect(history.textContent).toContain('101,234')
    expect(history.textContent).toContain('Push: delivered')
    expect(history.textContent).toContain('Telegram: failed (blocked)')
  })

  it('creates an alert after the preview, sending the shared schema body with an Idempotency-Key', async () => {
    const api = stub([])
    renderAt('/alerts', <AlertsPage />)
    const dialog = await openNewAlert()
    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: '50' } })
    expect(
      await within(dialog).findByText(/^Would have fired \d+ times in the last year$/),
    ).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }))

    // Listed at once; sent through the outbox right after.
    expect(
      await screen.findByRole('listitem', { name: 'BTC Exchange Inflow above 50' }),
    ).toBeTruthy()
    await waitFor(() => expect(toasts()).toEqual(['success: Alert created successfully']))
    expect(api.bodyOf('POST /v1/alerts/create')).toMatchObject({
      path: 'exchanges/inflow_sum',
      asset: 'BTC',
      resolution: '24h',
      condition: 'gt',
      conditionValues: [50],
      conditionDuration: null,
      channels: ['push'],
      name: 'BTC Exchange Inflow above 50',
    })
    expect(api.headersOf('POST /v1/alerts/create').get('idempotency-key')).toMatch(
      /^[0-9a-f-]{36}$/,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('refuses what the schema refuses, under the field, without a request', async () => {
    const api = stub([])
    renderAt('/alerts', <AlertsPage />)
    const dialog = await openNewAlert()
    fireEvent.change(within(dialog).getByLabelText('Condition'), { target: { value: 'in' } })
    fireEvent.change(within(dialog).getByLabelText('Low'), { target: { value: '9' } })
    fireEvent.change(within(dialog).getByLabelText('High'), { target: { value: '3' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Low must not be above high',
    )
    expect(within(dialog).queryByLabelText('Within')).toBeNull()
    expect(api.callsTo('POST /v1/alerts/create')).toHaveLength(0)
  })

  it('offers the window only for percent conditions', async () => {
    stub([])
    renderAt('/alerts', <AlertsPage />)
    const dialog = await openNewAlert()
    expect(within(dialog).queryByLabelText('Within')).toBeNull()
    fireEvent.change(within(dialog).getByLabelText('Condition'), {
      target: { value: 'percent_up' },
    })
    expect(within(dialog).getByLabelText('Within')).toBeTruthy()
  })

  it('shows a 400 under its field, and a 403 as the toast with the plan to upgrade to', async () => {
    let status = 400
    stub([], {
      'POST /v1/alerts/create': () =>
        status === 400
          ? json(400, {
              status: 400,
              error: 'Bad Request',
              message: 'resolution: The metric has no 10m',
              fieldErrors: { resolution: 'The metric has no 10m' },
            })
          : json(403, {
              status: 403,
              error: 'Forbidden',
              message: 'Your plan keeps 3 alerts.',
              allowed_plans: ['advanced', 'professional'],
            }),
    })
    renderAt('/alerts', <AlertsPage />)
    const dialog = await openNewAlert()
    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: '50' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }))
    expect(await within(dialog).findByText('The metric has no 10m')).toBeTruthy()
    expect(toasts()).toEqual(['error: Error adding alert / resolution: The metric has no 10m'])

    status = 403
    toastState.items.splice(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }))
    await waitFor(() =>
      expect(toasts()).toEqual([
        'error: Error adding alert / Your plan keeps 3 alerts. Forbidden: Please upgrade to the Advanced plan.',
      ]),
    )
  })
})
