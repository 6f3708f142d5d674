import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { metric as catalogMetric } from '@/core/testing/catalogMetricFixture'
import {
  deferred,
  json,
  renderAt,
  signedInUser,
  stubApi,
  type Handler,
} from '@/lib/testing/apiTestHarness'
import { AlertDialog } from './AlertDialog'

/*
 * The alert dialog's channels (docs/alerts.md, "The Alerts page"): a new alert starts with the
 * channels that reach the user, and a chosen channel that reaches nobody is explained. And the
 * open-period rule in one sentence, with how the preview counted.
 */

// Series decode in a worker, which happy-dom lacks: the preview reads a daily sawtooth.
vi.mock('@/lib/charts/metricData', () => ({
  metricDataQuery: (request: unknown) => ({
    queryKey: ['metric-data', request],
    queryFn: () => {
      const t = Float64Array.from({ length: 730 }, (_, i) => 1_700_000_000 + i * 86_400)
      const v = Float64Array.from({ length: 730 }, (_, i) => i % 100)
      return { series: { kind: 'values', t, v }, source: 'demo' }
    },
  }),
}))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const metric = { ...catalogMetric, name: 'Price', path: 'market/price_usd_close' }
const vapidPublicKey = `B${'N'.repeat(86)}`

interface Setup {
  emailVerified?: boolean
  pushDevices?: number
  telegram?: { available: boolean; authorized: boolean }
  webhookUrl?: string | null
  extra?: Record<string, Handler>
}

function open({
  emailVerified = true,
  pushDevices = 0,
  telegram = { available: true, authorized: false },
  webhookUrl = null,
  extra = {},
}: Setup = {}) {
  const api = stubApi({
    'GET /v1/user/info': () => json(200, { ...signedInUser, emailVerified }),
    'GET /cms/catalog-metrics': () =>
      json(200, {
        data: [{ id: 1, documentId: 'x', ...metric }],
        meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } },
      }),
    'GET /v1/metadata/metric': () =>
      json(200, {
        code: metric.metricCode,
        path: metric.path,
        name: metric.name,
        tier: 1,
        parameters: { a: ['BTC'], i: ['1h', '24h', '1w'], c: ['usd'] },
        descriptors: { description: '', group: 'market', shape: 'value' },
        refs: { metric_variant: 'base' },
      }),
    'GET /v1/client-config': () => json(200, { vapidPublicKey }),
    'GET /v1/push/subscriptions': () =>
      json(200, {
        data: Array.from({ length: pushDevices }, (_, i) => ({
          endpoint: `https://push.example/${i}`,
          createdAt: 1,
        })),
      }),
    'GET /v1/alerts/telegram': () =>
      json(200, { ...telegram, authorizeUrl: 'https://t.me/studio_bot?start=abc' }),
    'GET /v1/alerts/webhook': () => json(200, { url: webhookUrl }),
    ...extra,
  })
  renderAt(
    '/alerts',
    <AlertDialog
      start={{ path: metric.path, asset: 'BTC', resolution: '24h', metricName: 'Price' }}
      onClose={() => {}}
    />,
  )
  return api
}

const checkbox = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole<HTMLInputElement>('checkbox', { name })
const checked = (dialog: HTMLElement) =>
  ['Push', 'Telegram', 'Email', 'Webhook'].filter((name) => checkbox(dialog, name).checked)

/** The dialog once the channels' setup has been read (email is the last to settle here). */
async function dialogWith(channels: string[]) {
  const dialog = await screen.findByRole('dialog', { name: 'Create alert' })
  await waitFor(() => expect(checked(dialog)).toEqual(channels))
  return dialog
}

describe('AlertDialog channels', () => {
  it('starts a new alert with the channels set up: email for a verified address, not push on no device', async () => {
    open()
    const dialog = await dialogWith(['Email'])
    expect(within(dialog).queryByRole('status', { name: 'Channels not set up' })).toBeNull()
  })

  it('adds push when a device of the account receives it, and Telegram once connected', async () => {
    open({ pushDevices: 2, telegram: { available: true, authorized: true } })
    const dialog = await dialogWith(['Push', 'Telegram', 'Email'])
    // This browser (happy-dom) has no push: the devices that do still get it.
    expect(
      within(dialog).getByText('Push reaches your 2 other devices, not this one.'),
    ).toBeTruthy()
  })

  it('warns about each chosen channel that reaches nobody, with the way to set it up', async () => {
    open({ emailVerified: false })
    const dialog = await dialogWith([])
    expect(
      within(dialog).getByText(
        'No channel chosen: when the alert fires, it shows only in the app’s open tabs.',
      ),
    ).toBeTruthy()
    for (const name of ['Push', 'Telegram', 'Email', 'Webhook']) {
      fireEvent.click(checkbox(dialog, name))
    }
    const warnings = within(dialog).getByRole('status', { name: 'Channels not set up' })
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Push: Push reaches none of your devices: this browser cannot receive push notifications (on iPhone and iPad, add the app to the Home Screen first).',
      'Telegram: Telegram is not connected: connect it in Notification settings.',
      'Email: Your email address is not verified: alert emails are not sent until it is.',
      'Webhook: No webhook URL is set: add one in Notification settings.',
    ])
    expect(
      within(dialog).getByRole('link', { name: 'Open Notification settings' }).getAttribute('href'),
    ).toBe('/settings/notifications')
    // Unchecked again, its warning goes.
    fireEvent.click(checkbox(dialog, 'Telegram'))
    expect(within(warnings).queryByText(/Telegram is not connected/)).toBeNull()
  })

  it('explains push blocked for the site', async () => {
    vi.stubGlobal('Notification', { permission: 'denied' })
    vi.stubGlobal('PushManager', function PushManager() {})
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: {
        addEventListener: () => {},
        removeEventListener: () => {},
        getRegistration: async () => ({
          active: {},
          pushManager: { getSubscription: async () => null },
        }),
      },
    })
    open()
    const dialog = await dialogWith(['Email'])
    fireEvent.click(checkbox(dialog, 'Push'))
    expect(
      await within(dialog).findByText(
        'Push reaches none of your devices: notifications are blocked for this site in the browser’s site settings.',
      ),
    ).toBeTruthy()
  })

  it('sends the channels it started with when the user keeps them', async () => {
    const api = open({
      extra: {
        'POST /v1/alerts/create': (init) => json(201, JSON.parse(String(init?.body)) as object),
      },
    })
    const dialog = await dialogWith(['Email'])
    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: '50' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }))
    await waitFor(() => expect(api.callsTo('POST /v1/alerts/create')).toHaveLength(1))
    expect(api.bodyOf('POST /v1/alerts/create')).toMatchObject({ channels: ['email'] })
  })

  it('waits for the channels it starts with before it can be created', async () => {
    // A click before Telegram's setup was read would have sent no channel, and been refused.
    const telegram = deferred<Response>()
    open({ extra: { 'GET /v1/alerts/telegram': () => telegram.promise } })
    const dialog = await screen.findByRole('dialog', { name: 'Create alert' })
    const create = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Create alert' })
    await waitFor(() => expect(create.getAttribute('aria-busy')).toBe('true'))
    expect(create.disabled).toBe(true)
    telegram.resolve(json(200, { available: true, authorized: false, authorizeUrl: null }))
    await dialogWith(['Email'])
    await waitFor(() => expect(create.disabled).toBe(false))
  })
})

describe('AlertDialog periods', () => {
  it('states the open-period rule, and says the preview counted final values', async () => {
    open()
    const dialog = await dialogWith(['Email'])
    expect(
      within(dialog).getByText(
        'The current day is checked every 10 minutes as it moves; the alert fires at most once a day.',
      ),
    ).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Resolution'), { target: { value: '1w' } })
    expect(within(dialog).getByText(/fires at most once a week\.$/)).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: '50' } })
    expect(
      await within(dialog).findByText(/^Counted at each week’s final value; the alert also fires/),
    ).toBeTruthy()
  })
})
