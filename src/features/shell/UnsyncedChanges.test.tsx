import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { newOperation, type NewOperation } from '@/core/sync/operations'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { outboxDatabaseHandle } from '@/lib/outbox/outboxDatabase'
import { json, renderAt, signedInUser, stubApi } from '@/lib/testing/apiTestHarness'
import { toastState } from '@/lib/ui/toastStore'
import { UnsyncedChanges } from './UnsyncedChanges'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The badge where the navbar has it: for the signed-in user. */
function Shell() {
  const { user } = useCurrentUser()
  return user ? <UnsyncedChanges /> : null
}

const owner = signedInUser.uuid
let id = 0
function queued(input: Omit<NewOperation, 'owner'>, changes = {}) {
  id += 1
  return {
    ...newOperation(
      { ...input, owner },
      { id: `op-${id}`, idempotencyKey: `key-${id}` },
      Date.UTC(2026, 10, 28, 9, id),
    ),
    ...changes,
  }
}

/** The user's API, with every write failing for want of a connection (they stay queued). */
function offlineWrites() {
  const writes: string[] = []
  stubApi({ 'GET /v1/user/info': () => json(200, signedInUser) })
  const answer = vi.mocked(fetch).getMockImplementation()
  if (answer === undefined) throw new Error('stubApi stubs fetch')
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      if ((init?.method ?? 'GET') !== 'GET') {
        writes.push(`${init?.method} ${String(input)}`)
        throw new TypeError('Failed to fetch')
      }
      return answer(input, init)
    }),
  )
  return writes
}

describe('UnsyncedChanges', () => {
  it('says how many edits wait, lists each with where it stands, and dismisses notices', async () => {
    offlineWrites()
    await outboxDatabaseHandle().store.commit({
      put: [
        queued({
          kind: 'favorite.add',
          target: 'fav-1',
          payload: { id: 'fav-1' },
          baseVersion: null,
          label: 'Starred “MVRV”',
        }),
        queued({
          kind: 'dashboard.delete',
          target: 'd-1',
          baseVersion: 2,
          label: 'Deleted dashboard “Flows”',
        }),
        queued(
          {
            kind: 'chart.update',
            target: 'c-1',
            payload: { data: { name: 'Rates' } },
            baseVersion: 3,
            label: 'Saved “Rates”',
          },
          { state: 'failed', status: 400, notice: 'Saved “Rates”: not saved — name is too long' },
        ),
      ],
    })
    renderAt('/home', <Shell />)
    const badge = await screen.findByRole('button', { name: '2 unsynced changes' })
    fireEvent.click(badge)
    const list = await screen.findByRole('dialog', { name: 'Unsynced changes' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Starred “MVRV”',
      'Deleted dashboard “Flows”',
      'Saved “Rates”',
    ])
    const refused = items[2]
    if (refused === undefined) throw new Error('three items')
    expect(within(refused).getByText('Saved “Rates”: not saved — name is too long')).toBeTruthy()
    // The refused edit's content is there to copy.
    expect(within(refused).getByText(/"name": "Rates"/)).toBeTruthy()
    expect(within(list).getByRole('button', { name: 'Retry now' })).toBeTruthy()

    fireEvent.click(within(list).getByRole('button', { name: 'Dismiss notices' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
  })

  it('tells what became of an edit the service worker or another tab settled', async () => {
    offlineWrites()
    toastState.items.splice(0)
    const op = queued({
      kind: 'dashboard.update',
      target: 'd-2',
      payload: { data: { meta: { name: 'Mine' } } },
      baseVersion: 1,
      label: 'Renamed “Flows”',
    })
    await outboxDatabaseHandle().store.commit({ put: [op] })
    renderAt('/home', <Shell />)
    fireEvent.click(await screen.findByRole('button', { name: '1 unsynced change' }))
    // This tab tried and is waiting for the connection.
    await screen.findByText(/Waiting for a connection|Retrying at/)
    const notice =
      '“Flows” was changed on another device meanwhile: your version is saved as “Flows (offline copy)”'
    await outboxDatabaseHandle().store.commit({
      put: [{ ...op, state: 'conflict', status: null, notice }],
    })
    await screen.findByRole('button', { name: '1 sync notice' })
    expect(toastState.items.map((t) => [t.kind, t.title, t.description])).toEqual([
      ['info', 'Changed on another device', notice],
    ])
  })

  it('shows nothing when nothing waits', async () => {
    offlineWrites()
    renderAt('/home', <Shell />)
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(screen.queryByRole('button', { name: /unsynced|notice/ })).toBeNull()
  })
})
