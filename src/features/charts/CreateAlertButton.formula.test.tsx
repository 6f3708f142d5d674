import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { metric } from '@/core/testing/catalogMetricFixture'
import { itemName, newFormulaItem, newMetricItem } from '@/core/workbench/workbenchItems'
import { json, renderAt, signedInUser, stubApi } from '@/lib/testing/apiTestHarness'
import { CreateAlertButton } from './CreateAlertButton'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const workbenchUuid = '5d6c7b8a-1f2e-4d3c-9b8a-7f6e5d4c3b2a'
const m1 = newMetricItem(
  'a1b2c3d4-0000-4000-8000-000000000001',
  { asset: 'BTC', metricCode: metric.metricCode, resolution: '1w' },
  [],
)
const f1 = newFormulaItem('a1b2c3d4-0000-4000-8000-000000000002', 'Double it', 'm1 * 2', [m1])
const items = [m1, f1]

/** The formula's series as the server answers it: a weekly sawtooth crossing 50 upward. */
const formulaSeries = () => ({
  t: Array.from({ length: 120 }, (_, i) => 1_700_000_000 + i * 7 * 86_400),
  v: Array.from({ length: 120 }, (_, i) => (i % 20) * 5),
})

function stub() {
  return stubApi({
    'GET /v1/user/info': () => json(200, { ...signedInUser, emailVerified: true }),
    'GET /cms/catalog-metrics': () =>
      json(200, {
        data: [],
        meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 0 } },
      }),
    [`GET /v1/udm/${workbenchUuid}`]: () =>
      json(200, {
        uuid: workbenchUuid,
        slug: null,
        name: 'My bench',
        description: '',
        configType: 'workbench',
        categoryUuid: null,
        items,
        since: null,
        until: null,
        zoom: null,
        range: null,
        date: null,
        isMultiAsset: false,
        isOwner: true,
        isPreset: false,
        version: 1,
        createdAt: 1,
        updatedAt: 1,
      }),
    'GET /v1/alerts/formula-series': () => json(200, formulaSeries()),
    'GET /v1/client-config': () => json(200, { vapidPublicKey: null }),
    'GET /v1/push/subscriptions': () => json(200, { data: [] }),
    'GET /v1/alerts/telegram': () =>
      json(200, { available: false, authorized: false, authorizeUrl: null }),
    'GET /v1/alerts/webhook': () => json(200, { url: null }),
    'POST /v1/alerts/create': (init) =>
      json(201, {
        ...(JSON.parse(String(init?.body)) as object),
        uuid: '0b6f5a1e-7c2d-4e8f-9a0b-1c2d3e4f5a6b',
      }),
  })
}

describe('CreateAlertButton on a workbench formula', () => {
  it('creates an alert on the formula with the dialog and its preview over the formula’s series', async () => {
    const api = stub()
    const { router } = renderAt(
      `/charts/${workbenchUuid}`,
      <CreateAlertButton
        start={{
          source: { chartUuid: workbenchUuid, item: 'f1' },
          metricName: itemName(f1, items),
          resolution: '1w',
        }}
      />,
    )
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Create alert' })
    // Until the session is read, the button cannot tell a user from a guest.
    await waitFor(() => expect(button.disabled).toBe(false))
    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Create alert' })
    expect(
      (await within(dialog).findByText(/^Watches formula/)).textContent?.replace(/\s+/g, ' '),
    ).toBe('Watches formula f1, “Double it”, of your workbench My bench.')
    expect(within(dialog).queryByLabelText('Metric')).toBeNull()
    // The workbench's resolution.
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Resolution').value).toBe('1w')

    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: '52' } })
    // The sawtooth crosses 52 once every 20 weeks: 2 or 3 times in the last year.
    expect(
      await within(dialog).findByText(/^Would have fired [23] times in the last year$/),
    ).toBeTruthy()
    expect(within(dialog).getByText(/^Counted at each week’s final value/)).toBeTruthy()
    const [read] = api.callsTo('GET /v1/alerts/formula-series')
    expect(read).toBeDefined()
    const url = new URL(
      String(vi.mocked(fetch).mock.calls.find(([u]) => String(u).includes('formula-series'))?.[0]),
      'http://studio.test',
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      chartUuid: workbenchUuid,
      item: 'f1',
      resolution: '1w',
    })

    await waitFor(() =>
      expect(
        within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Email' }).checked,
      ).toBe(true),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }))
    await waitFor(() => expect(api.callsTo('POST /v1/alerts/create')).toHaveLength(1))
    // Created under the app's own uuid (the outbox replays it under the same one), which the
    // chart's address then names, so the workbench draws the alert.
    const body = api.bodyOf('POST /v1/alerts/create') as { uuid: string }
    await waitFor(() => expect(router.state.location.search).toMatchObject({ alert: body.uuid }))
    expect(api.bodyOf('POST /v1/alerts/create')).toMatchObject({
      path: null,
      asset: null,
      source: { chartUuid: workbenchUuid, item: 'f1' },
      resolution: '1w',
      conditionValues: [52],
      metricName: 'Double it',
      name: 'Double it above 52',
      channels: ['email'],
    })
  })
})
