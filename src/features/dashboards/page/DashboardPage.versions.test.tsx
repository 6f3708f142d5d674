import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DashboardDocument } from '@/core/api/dashboards'
import { outboxDatabaseHandle } from '@/lib/outbox/outboxDatabase'
import { toastState } from '@/lib/ui/toastStore'
import { dashboard, id, renamed, renderPage, user, versionedServer } from './dashboardPageHarness'

/*
 * A dashboard edited while another device saves it (docs/offline.md, "Conflicts"): edit mode
 * opens on the version the server has now, different changes merge, and the same thing changed
 * on both sides in a save made online is left to the user's choice.
 */

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toastState.items.splice(0)
})

describe('DashboardPage and versions saved elsewhere', () => {
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
})
