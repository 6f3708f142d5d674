import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { newOperation } from '@/core/sync/operations'
import { outboxDatabaseHandle } from '@/lib/outbox/outboxDatabase'
import { json, renderAt, signedInUser } from '@/lib/testing/apiTestHarness'
import { LogoutPage } from './LogoutPage'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('LogoutPage', () => {
  it('asks first when edits have not reached the server, and goes on only when told', async () => {
    // The queued edit fails for want of a connection while the test runs; logging out does not.
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const call = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://studio.test').pathname}`
        calls.push(call)
        if (call === 'GET /v1/user/info') return json(200, signedInUser)
        if (call === 'POST /v1/user/logout') return new Response(null, { status: 204 })
        throw new TypeError('Failed to fetch')
      }),
    )
    await outboxDatabaseHandle().store.commit({
      put: [
        newOperation(
          {
            owner: signedInUser.uuid,
            kind: 'favorite.add',
            target: 'fav-1',
            payload: { id: 'fav-1' },
            baseVersion: null,
            label: 'Starred “MVRV”',
          },
          { id: 'op-1', idempotencyKey: 'key-1' },
          0,
        ),
      ],
    })
    renderAt('/auth/logout', <LogoutPage />)
    expect(await screen.findByRole('heading', { name: 'You have 1 unsynced change' })).toBeTruthy()
    expect(screen.getByText(/deletes it from this device for good/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toBeTruthy()
    expect(calls).not.toContain('POST /v1/user/logout')
    fireEvent.click(screen.getByRole('button', { name: 'Log out and delete them' }))
    await waitFor(() => expect(calls).toContain('POST /v1/user/logout'))
    expect(screen.queryByText(/unsynced/)).toBeNull()
  })
})
