import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dashboardBody } from '@/core/sync/testing/dashboardBodies'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { outboxDatabaseHandle } from '@/lib/outbox/outboxDatabase'
import { outboxSnapshot, submitOperation } from '@/lib/outbox/outboxSync'
import { failure, json, renderAt, signedInUser, stubApi } from '@/lib/testing/apiTestHarness'
import { toastState } from '@/lib/ui/toastStore'
import { ConflictDialogs } from './ConflictDialog'
import { decideText, UnsyncedChanges } from './UnsyncedChanges'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Shell() {
  const { user } = useCurrentUser()
  return user ? (
    <>
      <UnsyncedChanges />
      <ConflictDialogs />
    </>
  ) : null
}

const uuid = '6f1c2d3e-0000-4000-8000-0000000000d1'
const notes = '6f1c2d3e-0000-4000-8000-000000000001'
const theirs = { uuid, version: 2, isOwner: true, ...dashboardBody('Their flows', [notes]) }

/**
 * The app signed in, and a save of “Flows” renamed “My flows” made online on version 1, while
 * another device renamed it (version 2): the server answers the save with 412.
 */
async function clashingSave(answers: Parameters<typeof stubApi>[0] = {}) {
  toastState.items.splice(0)
  let saves = 0
  const api = stubApi({
    'GET /v1/user/info': () => json(200, signedInUser),
    'GET /v1/dashboards/6f1c2d3e-0000-4000-8000-0000000000d1': () => json(200, theirs),
    'PUT /v1/dashboards/6f1c2d3e-0000-4000-8000-0000000000d1': () =>
      (saves += 1) === 1
        ? failure(412, 'This dashboard was changed elsewhere')
        : json(200, { ...theirs, version: 3, ...dashboardBody('My flows', [notes]) }),
    ...answers,
  })
  renderAt('/dashboards', <Shell />)
  await waitFor(() => expect(outboxSnapshot().loaded).toBe(true))
  const result = await submitOperation({
    kind: 'dashboard.update',
    target: uuid,
    payload: { data: dashboardBody('My flows', [notes]).data },
    baseVersion: 1,
    base: dashboardBody('Flows', [notes]),
    label: 'Saved dashboard “My flows”',
    onConflict: 'ask',
  })
  return { api, result }
}

const dialogName = '“My flows” was changed on another device'
const stored = async () => outboxDatabaseHandle().store.list(signedInUser.uuid)
const toasts = () => toastState.items.map((item) => [item.title, item.description ?? ''])

describe('the conflict dialog', () => {
  it('asks the tab that saved, shows what differs, and keeps the edit waiting when closed', async () => {
    const { result } = await clashingSave()
    expect(result).toBe('decide')
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    const rows = within(dialog).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'PartYour versionTheir version',
      'NameBoth changed“My flows”“Their flows”',
    ])
    expect(within(dialog).getByText(/yours is saved as “My flows \(offline copy\)”/)).toBeTruthy()
    const choices = within(dialog).getByRole('group', { name: 'Which version to keep' })
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Keep mine', 'Take theirs', 'Keep both', 'Decide later'])

    // Escape closes a native dialog: nothing is decided, nothing is lost.
    dialog.dispatchEvent(new Event('close'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName })).toBeNull())
    expect(toasts()).toContainEqual([
      'Decide later',
      'Your edit is kept in Unsynced changes until you choose.',
    ])
    expect(await stored()).toMatchObject([{ state: 'decide', newer: { version: 2 } }])

    // The badge counts it; its list says it waits for a choice and asks again.
    fireEvent.click(await screen.findByRole('button', { name: '1 unsynced change' }))
    const list = await screen.findByRole('dialog', { name: 'Unsynced changes' })
    expect(within(list).getByText(decideText)).toBeTruthy()
    expect(within(list).queryByRole('button', { name: 'Dismiss notices' })).toBeNull()
    expect(within(list).queryByRole('button', { name: 'Retry now' })).toBeNull()
    fireEvent.click(within(list).getByRole('button', { name: 'Choose…' }))
    expect(await screen.findByRole('dialog', { name: dialogName })).toBeTruthy()
  })

  it('keep mine saves the user’s version on the newer one', async () => {
    const { api } = await clashingSave()
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }))
    await waitFor(() => expect(toasts()).toContainEqual(['Your version is saved', '']))
    const put = 'PUT /v1/dashboards/6f1c2d3e-0000-4000-8000-0000000000d1'
    expect(api.callsTo(put)).toHaveLength(2)
    expect(api.headersOf(put, 1).get('if-match')).toBe('"v2"')
    expect(api.bodyOf(put, 1)).toMatchObject({ data: { meta: { name: 'My flows' } } })
    expect(await stored()).toEqual([])
    expect(screen.queryByRole('dialog', { name: dialogName })).toBeNull()
  })

  it('take theirs drops the edit without a write', async () => {
    const { api } = await clashingSave()
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take theirs' }))
    await waitFor(() =>
      expect(toasts()).toContainEqual(['Your edit was dropped', 'Showing “Their flows”']),
    )
    expect(await stored()).toEqual([])
    expect(api.calls.filter((call) => call.key.startsWith('PUT'))).toHaveLength(1)
    expect(api.calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0)
  })

  it('keep both saves the user’s version as a copy beside theirs', async () => {
    const create = 'POST /v1/dashboards/create'
    const { api } = await clashingSave({
      [create]: (init) => {
        const body = JSON.parse(String(init?.body)) as { clientUuid: string }
        return json(201, { ...theirs, uuid: body.clientUuid, version: 1 })
      },
    })
    const dialog = await screen.findByRole('dialog', { name: dialogName })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep both' }))
    await waitFor(() =>
      expect(toasts()).toContainEqual([
        'Both versions are kept',
        'Yours is saved as “My flows (offline copy)”',
      ]),
    )
    expect(api.bodyOf(create)).toMatchObject({
      data: { meta: { name: 'My flows (offline copy)' } },
    })
    // Chosen, so no notice is left behind in the list.
    expect(await stored()).toEqual([])
  })
})
