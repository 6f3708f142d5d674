import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentUserQuery } from '@/lib/auth/currentUser'
import { metric } from '@/core/testing/catalogMetricFixture'
import { json, renderAt, signedInUser, stubApi } from '@/lib/testing/apiTestHarness'
import { metricAlertStart } from '@/core/alerts/chartAlertStart'
import { CreateAlertButton } from './CreateAlertButton'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const catalog = () =>
  json(200, {
    data: [{ id: 1, documentId: 'x', ...metric }],
    meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } },
  })

/** The button asks who is signed in when clicked: wait until the answer is in. */
const userKnown = (queryClient: QueryClient) =>
  waitFor(() => expect(queryClient.getQueryData(currentUserQuery.queryKey)).not.toBeUndefined())

describe('CreateAlertButton', () => {
  it("opens the alert dialog with the chart's metric, asset and resolution", async () => {
    stubApi({
      'GET /v1/user/info': () => json(200, signedInUser),
      'GET /cms/catalog-metrics': catalog,
      'GET /v1/metadata/metric': () =>
        json(200, {
          code: metric.metricCode,
          path: metric.path,
          name: metric.name,
          tier: 1,
          parameters: { a: ['BTC', 'ETH'], i: ['1h', '24h'], c: ['native', 'usd'] },
          descriptors: { description: '', group: 'exchanges', shape: 'value' },
          refs: { metric_variant: 'base' },
        }),
    })
    const { queryClient } = renderAt(
      '/charts/x?a=ETH',
      <CreateAlertButton start={metricAlertStart(metric, 'ETH', '1h')} />,
    )
    await userKnown(queryClient)
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create alert' })
    await within(dialog).findByRole('option', { name: metric.name })
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Metric').value).toBe(metric.path)
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Asset').value).toBe('ETH')
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Resolution').value).toBe('1h')
  })

  it('sends a guest to log in and back to the chart', async () => {
    stubApi({ 'GET /v1/user/info': () => json(200, null) })
    const { router, queryClient } = renderAt(
      '/charts/x?a=ETH',
      <CreateAlertButton start={metricAlertStart(metric, 'ETH', '24h')} />,
    )
    await userKnown(queryClient)
    fireEvent.click(await screen.findByRole('button', { name: 'Create alert' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
