import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deferred, failure, json, noContent, renderAt } from '@/lib/testing/apiTestHarness'
import { toastState } from '@/lib/ui/toastStore'
import { AlertsPage } from './AlertsPage'
import { alert, stub, toasts } from './alertsPageHarness'

// The alerts page's writes from a card: turn off, snooze, delete, send a test. Each goes through
// the outbox (docs/offline.md) and names the version it was made on.

beforeEach(() => toastState.items.splice(0))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('AlertsPage writes', () => {
  it('turns an alert off with If-Match on its version', async () => {
    let current = alert
    const api = stub([alert], {
      'GET /v1/alerts': () => json(200, { data: [current], limit: { used: 1, max: 3 } }),
      [`PUT /v1/alerts/${alert.uuid}`]: (init) => {
        current = { ...alert, ...(JSON.parse(String(init?.body)) as object), version: 4 }
        return json(200, current)
      },
    })
    renderAt('/alerts', <AlertsPage />)
    const card = await screen.findByRole('listitem', { name: 'Big inflow' })
    fireEvent.click(within(card).getByRole('switch'))
    await waitFor(() => expect(toasts()).toEqual(['success: Alert updated successfully']))
    await waitFor(() =>
      expect(within(card).getByRole<HTMLInputElement>('switch').checked).toBe(false),
    )
    expect(within(card).getByText('Off')).toBeTruthy()
    expect(api.bodyOf(`PUT /v1/alerts/${alert.uuid}`)).toMatchObject({ enabled: false })
    expect(api.headersOf(`PUT /v1/alerts/${alert.uuid}`).get('if-match')).toBe('"v3"')
  })

  it('deletes only after confirmation, then says Deleted; a failure keeps it with the message', async () => {
    let answer: () => Response = () => failure(403, 'Not allowed')
    let kept = [alert]
    const api = stub([alert], {
      'GET /v1/alerts': () => json(200, { data: kept, limit: { used: kept.length, max: 3 } }),
      [`DELETE /v1/alerts/${alert.uuid}`]: () => answer(),
    })
    renderAt('/alerts', <AlertsPage />)
    const card = await screen.findByRole('listitem', { name: 'Big inflow' })
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }))
    const confirm = screen.getByRole('dialog', { name: 'Delete alert' })
    expect(confirm.textContent).toContain('Delete the alert “Big inflow”?')
    expect(api.callsTo(`DELETE /v1/alerts/${alert.uuid}`)).toHaveLength(0)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(toasts()).toEqual(['error: Error deleting alert / Not allowed']))

    answer = () => {
      kept = []
      return noContent()
    }
    // Read again after the refusal: listed as before.
    const again = await screen.findByRole('listitem', { name: 'Big inflow' })
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }))
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete alert' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Big inflow' })).toBeNull())
    await waitFor(() => expect(toasts()).toContain('success: Deleted'))
    expect(api.headersOf(`DELETE /v1/alerts/${alert.uuid}`, 1).get('if-match')).toBe('"v3"')
  })

  it("snoozes for an hour, and sends a test through the alert's channels", async () => {
    const api = stub([alert], {
      [`PUT /v1/alerts/${alert.uuid}`]: (init) =>
        json(200, { ...alert, ...(JSON.parse(String(init?.body)) as object), version: 4 }),
      [`POST /v1/alerts/${alert.uuid}/test`]: () =>
        json(202, {
          id: 't-1',
          t: 1_764_000_000,
          value: 1,
          firedAt: 1_764_000_000_000,
          test: true,
          deliveries: [],
        }),
    })
    renderAt('/alerts', <AlertsPage />)
    const card = await screen.findByRole('listitem', { name: 'Big inflow' })
    const before = Date.now()
    fireEvent.change(within(card).getByLabelText('Snooze'), { target: { value: '1h' } })
    await waitFor(() => expect(toasts()).toEqual(['success: Alert updated successfully']))
    const { snoozedUntil } = api.bodyOf(`PUT /v1/alerts/${alert.uuid}`) as { snoozedUntil: number }
    expect(snoozedUntil).toBeGreaterThanOrEqual(before + 3_600_000)
    expect(snoozedUntil).toBeLessThanOrEqual(Date.now() + 3_600_000)

    fireEvent.click(within(card).getByRole('button', { name: 'Send test' }))
    await waitFor(() => expect(toasts()).toContain('success: Test notification sent'))
    expect(api.headersOf(`POST /v1/alerts/${alert.uuid}/test`).get('idempotency-key')).toBeTruthy()
  })

  it('names the version its own last write made, before the list is read again', async () => {
    let current = alert
    let reads = 0
    const never = deferred<Response>()
    const api = stub([alert], {
      // The first read answers; the reads after each write never do, as on a slow connection.
      'GET /v1/alerts': () =>
        ++reads === 1 ? json(200, { data: [current], limit: { used: 1, max: 3 } }) : never.promise,
      [`PUT /v1/alerts/${alert.uuid}`]: (init) => {
        current = { ...alert, ...(JSON.parse(String(init?.body)) as object), version: 4 }
        return json(200, current)
      },
      [`DELETE /v1/alerts/${alert.uuid}`]: () => noContent(),
    })
    renderAt('/alerts', <AlertsPage />)
    const card = await screen.findByRole('listitem', { name: 'Big inflow' })
    fireEvent.click(within(card).getByRole('switch'))
    await waitFor(() => expect(toasts()).toEqual(['success: Alert updated successfully']))
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }))
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete alert' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await waitFor(() => expect(toasts()).toContain('success: Deleted'))
    expect(api.headersOf(`DELETE /v1/alerts/${alert.uuid}`).get('if-match')).toBe('"v4"')
  })
})
