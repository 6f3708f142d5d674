import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastState } from '@/lib/ui/toastStore'
import {
  categoryUuids,
  chartCategory as category,
  chartDocument,
  chartSummary as summary,
} from '@/lib/documentLibrary/libraryFixtures'
import {
  failure,
  json,
  noContent,
  renderAt,
  signedInUser,
  stubApi,
  type Handler,
} from '@/lib/testing/apiTestHarness'
import { chartDocumentQuery } from '@/lib/udm/udmQueries'
import { MyChartsPanel } from './MyChartsPanel'
import { sidebarTabState } from './sidebarTab'

beforeEach(() => {
  toastState.items.splice(0)
  sidebarTabState.tab = 'metrics'
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const toasts = () =>
  toastState.items.map(({ kind, title, description }) => ({ kind, title, description }))

const macro = category('Macro', categoryUuids.macro, 1)
const rates = summary('Rates', {
  categoryUuid: categoryUuids.macro,
  category: { uuid: categoryUuids.macro, name: 'Macro' },
  assets: ['ETH'],
  itemCount: 3,
})
const pair = summary('BTC vs ETH', { isMultiAsset: true, assets: ['BTC', 'ETH'], itemCount: 2 })

function library(routes: Record<string, Handler> = {}) {
  return stubApi({
    'GET /v1/user/info': () => json(200, signedInUser),
    'GET /v1/udm': () => json(200, { data: [rates, pair] }),
    'GET /v1/udm/categories': () => json(200, { data: [macro] }),
    ...routes,
  })
}

/** Opens a Radix menu from the keyboard and picks an item. */
async function pick(menuLabel: string, item: string) {
  fireEvent.keyDown(await screen.findByRole('button', { name: menuLabel }), { key: 'Enter' })
  fireEvent.click(await screen.findByRole('menuitem', { name: item }))
}

describe('MyChartsPanel', () => {
  it('asks a guest to log in and come back here', async () => {
    stubApi({ 'GET /v1/user/info': () => failure(401, 'Authentication required') })
    renderAt('/charts/MarketMvrv?a=ETH', <MyChartsPanel />)
    const login = await screen.findByRole('link', { name: 'Log in' })
    expect(login.getAttribute('href')).toBe(
      `/auth/login?redirectTo=${encodeURIComponent('/charts/MarketMvrv?a=ETH')}`,
    )
  })

  it('lists the charts by category with their asset, badge and item count', async () => {
    library()
    renderAt('/charts/x', <MyChartsPanel />)
    const macroSection = await screen.findByRole('region', { name: 'Macro' })
    const ratesLink = within(macroSection).getByRole('link', { name: /Rates/ })
    expect(ratesLink.getAttribute('href')).toBe(`/charts/${rates.uuid}?a=ETH`)
    expect(ratesLink.textContent).toContain('3 items')

    const loose = screen.getByRole('region', { name: 'Uncategorized' })
    const pairLink = within(loose).getByRole('link', { name: /BTC vs ETH/ })
    expect(pairLink.getAttribute('href')).toBe(`/charts/${pair.uuid}`)
    expect(within(pairLink).getByText('Multi-asset')).toBeTruthy()

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter my charts' }), {
      target: { value: 'rat' },
    })
    expect(screen.queryByRole('region', { name: 'Uncategorized' })).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('says how to get a first chart when there is none', async () => {
    library({
      'GET /v1/udm': () => json(200, { data: [] }),
      'GET /v1/udm/categories': () => json(200, { data: [] }),
    })
    renderAt('/charts/x', <MyChartsPanel />)
    expect(await screen.findByText('No saved charts yet')).toBeTruthy()
    expect(screen.getByText(/Edit any chart and save it/)).toBeTruthy()
  })

  it('shows a failed read with Retry, and the category toast', async () => {
    let answer = failure(500, 'Database unavailable')
    library({ 'GET /v1/udm/categories': () => answer })
    renderAt('/charts/x', <MyChartsPanel />)
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable')
    expect(toasts()).toEqual([
      { kind: 'error', title: 'Error refetching categories', description: 'Database unavailable' },
    ])
    answer = json(200, { data: [macro] })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('region', { name: 'Macro' })).toBeTruthy()
  })

  it('creates a category, checking the name first and showing a taken name under the field', async () => {
    let created = false
    const cycles = category('Cycles', categoryUuids.onchain)
    const api = library({
      'GET /v1/udm/categories': () => json(200, { data: created ? [cycles, macro] : [macro] }),
      'POST /v1/udm/categories': () => {
        if (!created) return failure(409, 'You already have a category with this name')
        return json(201, cycles)
      },
    })
    renderAt('/charts/x', <MyChartsPanel />)
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }))
    const dialog = await screen.findByRole('dialog', { name: 'New category' })
    const name = within(dialog).getByLabelText('Category name')

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(await within(dialog).findByText('Must not be empty')).toBeTruthy()
    expect(api.callsTo('POST /v1/udm/categories')).toHaveLength(0)

    fireEvent.change(name, { target: { value: ' macro ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(
      await within(dialog).findByText('You already have a category with this name'),
    ).toBeTruthy()
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(api.bodyOf('POST /v1/udm/categories')).toEqual({
      name: 'macro',
      clientUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(toasts()).toEqual([])

    created = true
    fireEvent.change(name, { target: { value: 'Cycles' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The list is read again after the write.
    expect(await screen.findByRole('region', { name: 'Cycles' })).toBeTruthy()
  })

  it('shows a name the server refuses (400) under the field, with its message for the name', async () => {
    let refused = true
    const key = `PUT /v1/udm/categories/${categoryUuids.macro}`
    const api = library({
      [key]: () => {
        if (!refused) return json(200, { ...macro, name: 'Rates', version: 2 })
        refused = false
        return json(400, {
          status: 400,
          error: 'Bad Request',
          message: 'Invalid request',
          fieldErrors: { name: 'Must be a single line' },
        })
      },
    })
    renderAt('/charts/x', <MyChartsPanel />)
    await pick('Actions for category Macro', 'Rename…')
    const dialog = await screen.findByRole('dialog', { name: 'Rename category' })
    const name = within(dialog).getByLabelText('Category name')
    fireEvent.change(name, { target: { value: 'Rates' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }))
    expect(await within(dialog).findByText('Must be a single line')).toBeTruthy()
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(toasts()).toEqual([])

    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.callsTo(key)).toHaveLength(2)
  })

  it('clears the filter from its button or Escape, keeping focus in it', async () => {
    library()
    renderAt('/charts/x', <MyChartsPanel />)
    const filter = await screen.findByRole('searchbox', { name: 'Filter my charts' })
    await screen.findByRole('link', { name: /Rates/ })
    fireEvent.change(filter, { target: { value: 'zzz' } })
    expect(screen.getByText('No charts match “zzz”')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect((filter as HTMLInputElement).value).toBe('')
    expect(document.activeElement).toBe(filter)
    expect(screen.getAllByRole('link')).toHaveLength(2)

    fireEvent.change(filter, { target: { value: 'rat' } })
    fireEvent.keyDown(filter, { key: 'Escape' })
    expect((filter as HTMLInputElement).value).toBe('')
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull()
  })

  it('renames a category under the version it was listed at', async () => {
    const api = library({
      'PUT /v1/udm/categories/1a2b3c4d-0000-4000-8000-000000000001': () =>
        json(200, { ...macro, name: 'Rates & macro', version: 2 }),
    })
    renderAt('/charts/x', <MyChartsPanel />)
    await pick('Actions for category Macro', 'Rename…')
    const dialog = await screen.findByRole('dialog', { name: 'Rename category' })
    fireEvent.change(within(dialog).getByLabelText('Category name'), {
      target: { value: 'Rates & macro' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const key = `PUT /v1/udm/categories/${categoryUuids.macro}`
    expect(api.headersOf(key).get('If-Match')).toBe('"v1"')
    expect(api.bodyOf(key)).toEqual({ name: 'Rates & macro' })
  })

  it('says that deleting a category keeps its charts, and toasts a refusal', async () => {
    library({
      [`DELETE /v1/udm/categories/${categoryUuids.macro}`]: () =>
        failure(403, 'This category is not yours to delete'),
    })
    renderAt('/charts/x', <MyChartsPanel />)
    await pick('Actions for category Macro', 'Delete…')
    const dialog = await screen.findByRole('dialog', { name: 'Delete category' })
    expect(dialog.textContent).toContain('Its chart moves to Uncategorized')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }))
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'error',
          title: 'Error refetching categories',
          description: 'This category is not yours to delete',
        },
      ]),
    )
  })

  it('moves a chart: reads the saved chart and sends it back with the new category', async () => {
    const saved = chartDocument({ uuid: pair.uuid, categoryUuid: null, version: 4 })
    const api = library({
      [`GET /v1/udm/${pair.uuid}`]: () => json(200, saved),
      [`PUT /v1/udm/${pair.uuid}`]: () =>
        json(200, { ...saved, categoryUuid: categoryUuids.macro, version: 5 }),
    })
    renderAt('/charts/x', <MyChartsPanel />)
    await pick('Actions for BTC vs ETH', 'Move to category…')
    const dialog = await screen.findByRole('dialog', { name: 'Move to category' })
    fireEvent.change(within(dialog).getByLabelText('Category'), {
      target: { value: categoryUuids.macro },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const key = `PUT /v1/udm/${pair.uuid}`
    expect(api.headersOf(key).get('If-Match')).toBe('"v4"')
    expect(api.bodyOf(key)).toMatchObject({
      data: { name: saved.name, categoryUuid: categoryUuids.macro, items: saved.items },
    })
  })

  it('clones a chart with a description and opens the copy with its asset', async () => {
    const saved = chartDocument({ uuid: rates.uuid, name: 'Rates' })
    const api = library({
      [`GET /v1/udm/${rates.uuid}`]: () => json(200, saved),
      // Created under the uuid the app chose: the copy opens before the server has answered.
      'POST /v1/udm/create': (init) => {
        const { clientUuid } = JSON.parse(String(init?.body)) as { clientUuid: string }
        return json(201, chartDocument({ uuid: clientUuid, name: 'Rates (copy)' }))
      },
    })
    const { router } = renderAt('/charts/x', <MyChartsPanel />)
    await pick('Actions for Rates', 'Clone…')
    const dialog = await screen.findByRole('dialog', { name: 'Clone chart' })
    fireEvent.change(within(dialog).getByLabelText('Description (optional)'), {
      target: { value: 'For the weekly report' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clone' }))
    await waitFor(() => expect(api.callsTo('POST /v1/udm/create')).toHaveLength(1))
    const body = api.bodyOf('POST /v1/udm/create') as { clientUuid: string }
    expect(body).toMatchObject({ name: 'Rates (copy)', description: 'For the weekly report' })
    await waitFor(() => expect(router.state.location.pathname).toBe(`/charts/${body.clientUuid}`))
    expect(router.state.location.search).toEqual({ a: 'BTC' })
    expect(api.headersOf('POST /v1/udm/create').get('Idempotency-Key')).toBeTruthy()
  })

  it('deletes the open chart: "Deleted", then /charts with My charts in front', async () => {
    let gone = false
    const api = library({
      'GET /v1/udm': () => json(200, { data: gone ? [pair] : [rates, pair] }),
      [`DELETE /v1/udm/${rates.uuid}`]: () => {
        gone = true
        return noContent()
      },
    })
    const { router } = renderAt(`/charts/${rates.uuid}?a=ETH`, <MyChartsPanel />)
    await pick('Actions for Rates', 'Delete…')
    const dialog = await screen.findByRole('dialog', { name: 'Delete chart' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'success', title: 'Deleted', description: undefined }]),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/charts'))
    expect(router.state.location.search).toEqual({ a: 'ETH' })
    expect(sidebarTabState.tab).toBe('charts')
    expect(api.headersOf(`DELETE /v1/udm/${rates.uuid}`).get('If-Match')).toBe('"v1"')
    await waitFor(() => expect(screen.queryByRole('link', { name: /Rates/ })).toBeNull())
  })

  it('deletes a newer version that differs from the chart this app holds only in its number', async () => {
    // The list and the open chart say version 1; this app's own save made version 2 meanwhile.
    const held = chartDocument({ uuid: rates.uuid, name: 'Rates', version: 1 })
    const deletes: (string | null)[] = []
    library({
      [`GET /v1/udm/${rates.uuid}`]: () => json(200, { ...held, version: 2 }),
      [`DELETE /v1/udm/${rates.uuid}`]: (init) => {
        const match = new Headers(init?.headers).get('If-Match')
        deletes.push(match)
        return match === '"v2"' ? noContent() : failure(412, 'Precondition Failed')
      },
    })
    const { queryClient } = renderAt('/charts/x', <MyChartsPanel />)
    queryClient.setQueryData(chartDocumentQuery(rates.uuid).queryKey, held)
    await pick('Actions for Rates', 'Delete…')
    const dialog = await screen.findByRole('dialog', { name: 'Delete chart' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(deletes).toEqual(['"v1"', '"v2"']))
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'success', title: 'Deleted', description: undefined }]),
    )
  })

  it('keeps the page and shows the server message when deleting is refused', async () => {
    library({
      [`DELETE /v1/udm/${pair.uuid}`]: () => failure(403, 'This chart is not yours to delete'),
    })
    const { router } = renderAt('/charts/x', <MyChartsPanel />)
    await pick('Actions for BTC vs ETH', 'Delete…')
    const dialog = await screen.findByRole('dialog', { name: 'Delete chart' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'error',
          title: 'Error deleting metric',
          description: 'This chart is not yours to delete',
        },
      ]),
    )
    expect(router.state.location.pathname).toBe('/charts/x')
  })
})
