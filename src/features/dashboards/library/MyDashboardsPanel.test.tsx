import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  failure,
  json,
  noContent,
  renderAt,
  signedInUser,
  stubApi,
  type Handler,
} from '@/lib/testing/apiTestHarness'
import { dashboardQuery } from '@/lib/dashboards/dashboardQueries'
import { toastState } from '@/lib/ui/toastStore'
import {
  categoryUuids,
  dashboardCategory as category,
  dashboardDocument,
  dashboardSummary as summary,
  defaultDashboardCategory as defaultCategory,
} from '@/lib/documentLibrary/libraryFixtures'
import { MyDashboardsPanel } from './MyDashboardsPanel'

beforeEach(() => {
  toastState.items.splice(0)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const toasts = () =>
  toastState.items.map(({ kind, title, description }) => ({ kind, title, description }))

const rates = summary('Rates', { categoryUuid: categoryUuids.macro })
const miners = summary('Miners')
const macro = category('Macro', categoryUuids.macro, [rates.uuid])

function library(routes: Record<string, Handler> = {}) {
  return stubApi({
    'GET /v1/user/info': () => json(200, signedInUser),
    'GET /v1/dashboards': () => json(200, { data: [rates, miners] }),
    'GET /v1/dashboards/categories': () => json(200, { data: [defaultCategory, macro] }),
    ...routes,
  })
}

/** Opens a Radix menu from the keyboard and picks an item. */
async function pick(menuLabel: string, item: string) {
  fireEvent.keyDown(await screen.findByRole('button', { name: menuLabel }), { key: 'Enter' })
  fireEvent.click(await screen.findByRole('menuitem', { name: item }))
}

const panel = (activeUuid?: string) => <MyDashboardsPanel activeUuid={activeUuid} asset="ETH" />

describe('MyDashboardsPanel', () => {
  it('asks a guest to log in and come back here', async () => {
    stubApi({ 'GET /v1/user/info': () => failure(401, 'Authentication required') })
    renderAt('/dashboards/asset-overview?a=ETH', panel())
    const login = await screen.findByRole('link', { name: 'Log in' })
    expect(login.getAttribute('href')).toBe(
      `/auth/login?redirectTo=${encodeURIComponent('/dashboards/asset-overview?a=ETH')}`,
    )
  })

  it('lists the dashboards by category, Uncategorized last, marking the open one', async () => {
    library()
    renderAt(`/dashboards/${miners.uuid}`, panel(miners.uuid))
    const sections = await screen.findAllByRole('region')
    expect(sections).toHaveLength(2)
    const macroSection = screen.getByRole('region', { name: 'Macro' })
    const ratesLink = within(macroSection).getByRole('link', { name: 'Rates' })
    expect(ratesLink.getAttribute('href')).toBe(`/dashboards/${rates.uuid}?a=ETH`)
    const loose = screen.getByRole('region', { name: 'Uncategorized' })
    expect(sections.at(-1)).toBe(loose)
    const open = within(loose).getByRole('link', { name: 'Miners' })
    expect(open.getAttribute('aria-current')).toBe('page')
  })

  it('searches by name, says when nothing matches, and clears from the button or Escape', async () => {
    library()
    renderAt('/dashboards/x', panel())
    const search = await screen.findByRole('searchbox', { name: 'Search dashboards' })
    await screen.findByRole('link', { name: 'Rates' })
    fireEvent.change(search, { target: { value: 'min' } })
    expect(screen.queryByRole('region', { name: 'Macro' })).toBeNull()
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Miners'])

    fireEvent.change(search, { target: { value: 'zzz' } })
    expect(screen.getByText('No dashboards match “zzz”')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect((search as HTMLInputElement).value).toBe('')
    expect(document.activeElement).toBe(search)
    expect(screen.getAllByRole('link')).toHaveLength(2)

    fireEvent.change(search, { target: { value: 'rat' } })
    fireEvent.keyDown(search, { key: 'Escape' })
    expect((search as HTMLInputElement).value).toBe('')
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull()
  })

  it('says how to start when there is no dashboard', async () => {
    library({
      'GET /v1/dashboards': () => json(200, { data: [] }),
      'GET /v1/dashboards/categories': () => json(200, { data: [defaultCategory] }),
    })
    renderAt('/dashboards/x', panel())
    expect(await screen.findByText('No dashboards yet')).toBeTruthy()
  })

  it('shows a failed read with Retry, and the category toast', async () => {
    let answer = failure(500, 'Database unavailable')
    library({ 'GET /v1/dashboards/categories': () => answer })
    renderAt('/dashboards/x', panel())
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable')
    expect(toasts()).toEqual([
      { kind: 'error', title: 'Error refetching categories', description: 'Database unavailable' },
    ])
    answer = json(200, { data: [macro] })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('region', { name: 'Macro' })).toBeTruthy()
  })

  it('creates a dashboard: it opens with the asset and is first in its category', async () => {
    let created: ReturnType<typeof dashboardDocument> | undefined
    const api = library({
      'GET /v1/dashboards': () =>
        json(200, {
          data: created
            ? [
                summary('Flows', { uuid: created.uuid, categoryUuid: categoryUuids.macro }),
                rates,
                miners,
              ]
            : [rates, miners],
        }),
      'GET /v1/dashboards/categories': () =>
        json(200, {
          data: [
            defaultCategory,
            created ? category('Macro', categoryUuids.macro, [created.uuid, rates.uuid]) : macro,
          ],
        }),
      // Created under the uuid the app chose (it opens before the server has answered).
      'POST /v1/dashboards/create': (init) => {
        const { clientUuid } = JSON.parse(String(init?.body)) as { clientUuid: string }
        created = dashboardDocument({
          uuid: clientUuid,
          categoryUuid: categoryUuids.macro,
          data: { configs: [], layouts: [], meta: { name: 'Flows', asset: 'ETH', slug: null } },
        })
        return json(201, created)
      },
    })
    const { router } = renderAt('/dashboards/x?a=ETH', panel())
    fireEvent.click(await screen.findByRole('button', { name: 'New dashboard' }))
    const dialog = await screen.findByRole('dialog', { name: 'New dashboard' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(await within(dialog).findByText('Must not be empty')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Dashboard name'), {
      target: { value: ' Flows ' },
    })
    fireEvent.change(within(dialog).getByLabelText('Category'), {
      target: { value: categoryUuids.macro },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(api.callsTo('POST /v1/dashboards/create')).toHaveLength(1))
    const body = api.bodyOf('POST /v1/dashboards/create') as { clientUuid: string }
    expect(body).toEqual({
      clientUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      categoryUuid: categoryUuids.macro,
      data: { configs: [], layouts: [], meta: { name: 'Flows', asset: 'ETH', slug: null } },
    })
    expect(api.headersOf('POST /v1/dashboards/create').get('Idempotency-Key')).toBeTruthy()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboards/${body.clientUuid}`),
    )
    expect(router.state.location.search).toEqual({ a: 'ETH' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const filed = screen.getByRole('region', { name: 'Macro' })
    await waitFor(() =>
      expect(
        within(filed)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Flows', 'Rates']),
    )
  })

  it('toasts a failed create and keeps the page', async () => {
    library({ 'POST /v1/dashboards/create': () => failure(409, 'You have 500 dashboards already') })
    const { router } = renderAt('/dashboards/x', panel())
    fireEvent.click(await screen.findByRole('button', { name: 'New dashboard' }))
    const dialog = await screen.findByRole('dialog', { name: 'New dashboard' })
    fireEvent.change(within(dialog).getByLabelText('Dashboard name'), {
      target: { value: 'One more' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'error',
          title: 'Error creating dashboard',
          description: 'You have 500 dashboards already',
        },
      ]),
    )
    expect(router.state.location.pathname).toBe('/dashboards/x')
  })

  it('creates a category, showing a taken name (409) and a refused one (400) under the field', async () => {
    let attempt = 0
    const cycles = category('Cycles', categoryUuids.onchain)
    const api = library({
      'POST /v1/dashboards/categories/create': () => {
        attempt += 1
        if (attempt === 1) return failure(409, 'You already have a category with this name')
        if (attempt === 2)
          return json(400, {
            status: 400,
            error: 'Bad Request',
            message: 'Invalid request',
            fieldErrors: { name: 'Must be a single line' },
          })
        return json(201, cycles)
      },
    })
    renderAt('/dashboards/x', panel())
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }))
    const dialog = await screen.findByRole('dialog', { name: 'New category' })
    const name = within(dialog).getByLabelText('Category name')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(await within(dialog).findByText('Must not be empty')).toBeTruthy()
    expect(api.callsTo('POST /v1/dashboards/categories/create')).toHaveLength(0)

    fireEvent.change(name, { target: { value: ' macro ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(
      await within(dialog).findByText('You already have a category with this name'),
    ).toBeTruthy()
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(api.bodyOf('POST /v1/dashboards/categories/create')).toEqual({
      name: 'macro',
      clientUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })

    fireEvent.change(name, { target: { value: 'Cycles' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(await within(dialog).findByText('Must be a single line')).toBeTruthy()
    expect(toasts()).toEqual([])

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('renames a category under the version it was listed at', async () => {
    const key = `PUT /v1/dashboards/categories/${categoryUuids.macro}`
    const api = library({ [key]: () => json(200, { ...macro, name: 'Rates & macro', version: 2 }) })
    renderAt('/dashboards/x', panel())
    await pick('Actions for category Macro', 'Rename…')
    const dialog = await screen.findByRole('dialog', { name: 'Rename category' })
    fireEvent.change(within(dialog).getByLabelText('Category name'), {
      target: { value: 'Rates & macro' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.headersOf(key).get('If-Match')).toBe('"v1"')
    expect(api.bodyOf(key)).toEqual({ name: 'Rates & macro' })
  })

  it('deletes a category: its dashboards move to Uncategorized', async () => {
    let gone = false
    const key = `DELETE /v1/dashboards/categories/${categoryUuids.macro}`
    library({
      'GET /v1/dashboards': () =>
        json(200, {
          data: gone ? [{ ...rates, categoryUuid: 'uncategorized' }, miners] : [rates, miners],
        }),
      'GET /v1/dashboards/categories': () =>
        json(200, { data: gone ? [defaultCategory] : [defaultCategory, macro] }),
      [key]: () => {
        gone = true
        return noContent()
      },
    })
    renderAt('/dashboards/x', panel())
    await pick('Actions for category Macro', 'Delete…')
    const dialog = await screen.findByRole('dialog', { name: 'Delete category' })
    expect(dialog.textContent).toContain('Its dashboard moves to Uncategorized')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Macro' })).toBeNull())
    const loose = screen.getByRole('region', { name: 'Uncategorized' })
    expect(within(loose).getByRole('link', { name: 'Rates' })).toBeTruthy()
  })

  it('toasts a refused category delete, which has no field to show it under', async () => {
    const key = `DELETE /v1/dashboards/categories/${categoryUuids.macro}`
    library({
      [key]: () => failure(409, 'Idempotency-Key already used for a different request'),
    })
    renderAt('/dashboards/x', panel())
    await pick('Actions for category Macro', 'Delete…')
    const dialog = await screen.findByRole('dialog', { name: 'Delete category' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }))
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'error',
          title: 'Error refetching categories',
          description: 'Idempotency-Key already used for a different request',
        },
      ]),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('moves a dashboard: reads it and sends it back with the new category', async () => {
    const saved = dashboardDocument({ uuid: miners.uuid, version: 4 })
    const key = `PUT /v1/dashboards/${miners.uuid}`
    const api = library({
      [`GET /v1/dashboards/${miners.uuid}`]: () => json(200, saved),
      [key]: () => json(200, { ...saved, categoryUuid: categoryUuids.macro, version: 5 }),
    })
    renderAt('/dashboards/x', panel())
    await pick('Actions for Miners', 'Move to category…')
    const dialog = await screen.findByRole('dialog', { name: 'Move to category' })
    fireEvent.change(within(dialog).getByLabelText('Category'), {
      target: { value: categoryUuids.macro },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }))
    await waitFor(() =>
      expect(toasts()).toEqual([
        { kind: 'success', title: 'Dashboard moved successfully', description: undefined },
      ]),
    )
    expect(api.headersOf(key).get('If-Match')).toBe('"v4"')
    expect(api.bodyOf(key)).toEqual({ categoryUuid: categoryUuids.macro, data: saved.data })
  })

  it('deletes the open dashboard: "Deleted", then the dashboards list', async () => {
    const key = `DELETE /v1/dashboards/${miners.uuid}`
    const api = library({ [key]: () => noContent() })
    const { router } = renderAt(`/dashboards/${miners.uuid}?a=ETH`, panel(miners.uuid))
    await pick('Actions for Miners', 'Delete…')
    const dialog = await screen.findByRole('dialog', { name: 'Delete dashboard' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'success', title: 'Deleted', description: undefined }]),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards'))
    expect(router.state.location.search).toEqual({ a: 'ETH' })
    expect(api.headersOf(key).get('If-Match')).toBe('"v1"')
  })

  it('deletes a newer version that differs from the dashboard this app holds only in its number', async () => {
    // The list and the open dashboard say version 1; this app's own save made version 2.
    const held = dashboardDocument({ uuid: miners.uuid, version: 1 })
    const deletes: (string | null)[] = []
    library({
      [`GET /v1/dashboards/${miners.uuid}`]: () => json(200, { ...held, version: 2 }),
      [`DELETE /v1/dashboards/${miners.uuid}`]: (init) => {
        const match = new Headers(init?.headers).get('If-Match')
        deletes.push(match)
        return match === '"v2"' ? noContent() : failure(412, 'Precondition Failed')
      },
    })
    const { queryClient } = renderAt('/dashboards/x', panel())
    queryClient.setQueryData(dashboardQuery(miners.uuid, 'ETH').queryKey, held)
    await pick('Actions for Miners', 'Delete…')
    const dialog = await screen.findByRole('dialog', { name: 'Delete dashboard' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(deletes).toEqual(['"v1"', '"v2"']))
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'success', title: 'Deleted', description: undefined }]),
    )
  })

  it('keeps the page and shows the server message when deleting is refused', async () => {
    library({
      [`DELETE /v1/dashboards/${rates.uuid}`]: () =>
        failure(403, 'Only the owner may delete this dashboard'),
    })
    const { router } = renderAt('/dashboards/x', panel())
    await pick('Actions for Rates', 'Delete…')
    const dialog = await screen.findByRole('dialog', { name: 'Delete dashboard' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'error',
          title: 'Error deleting dashboard',
          description: 'Only the owner may delete this dashboard',
        },
      ]),
    )
    expect(router.state.location.pathname).toBe('/dashboards/x')
    // Read again: it is listed as before.
    expect(await screen.findByRole('link', { name: 'Rates' })).toBeTruthy()
  })

  it('keeps a dashboard changed elsewhere since it was listed, and says so, rather than delete it', async () => {
    const changed = dashboardDocument({ uuid: rates.uuid, version: 2 })
    const api = library({
      [`DELETE /v1/dashboards/${rates.uuid}`]: () =>
        failure(412, 'This dashboard was changed elsewhere and is now at version 2'),
      [`GET /v1/dashboards/${rates.uuid}`]: () => json(200, changed),
    })
    renderAt('/dashboards/x', panel())
    await pick('Actions for Rates', 'Delete…')
    const dialog = await screen.findByRole('dialog', { name: 'Delete dashboard' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(api.callsTo(`GET /v1/dashboards/${rates.uuid}`)).toHaveLength(1))
    expect(await screen.findByRole('link', { name: 'Rates' })).toBeTruthy()
    expect(api.callsTo(`DELETE /v1/dashboards/${rates.uuid}`)).toHaveLength(1)
  })
})
