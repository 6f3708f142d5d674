import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderAt, signedInUser, stubApi } from '@/lib/testing/apiTestHarness'
import { AddFavoriteDialog } from './AddFavoriteDialog'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const mvrv = {
  id: 'fav-mvrv',
  configType: 'metric',
  meta: { asset: 'BTC', metricCode: 'MarketMvrv' },
  extra: { name: 'MVRV Ratio' },
}
const miners = {
  id: 'fav-miners',
  configType: 'dashboard',
  meta: { uuid: '7e000000-0000-4000-8000-000000000001' },
  extra: { name: 'Miners' },
}

function withFavorites(data: unknown[]) {
  stubApi({
    'GET /v1/user/info': () => json(200, signedInUser),
    'GET /v1/user/favorites': () => json(200, { data, version: 1 }),
  })
}

describe('AddFavoriteDialog', () => {
  it('hands the chosen favourite to the page', async () => {
    withFavorites([mvrv, miners])
    const onAdd = vi.fn()
    renderAt('/dashboards/x', <AddFavoriteDialog onAdd={onAdd} onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'Add favourite' })
    const add = within(dialog).getByRole('button', { name: 'Add to dashboard' })
    expect((add as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(await within(dialog).findByRole('radio', { name: /MVRV Ratio/ }))
    fireEvent.click(add)
    expect(onAdd).toHaveBeenCalledWith(mvrv)
  })

  it('says how to get a favourite when there is none', async () => {
    withFavorites([])
    const onClose = vi.fn()
    renderAt('/dashboards/x', <AddFavoriteDialog onAdd={() => {}} onClose={onClose} />)
    expect(await screen.findByText(/No favourites yet/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalled()
  })
})
