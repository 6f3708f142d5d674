import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastState } from '@/lib/ui/toastStore'
import { ApiSettings } from './ApiSettings'
import { failure, json, renderWithRouter, stubApi, testUser } from './settingsTestHarness'

const noKey = { exists: false, createdAt: null, lastUsedAt: null }
const someKey = { exists: true, createdAt: Date.UTC(2025, 0, 31, 13, 5), lastUsedAt: null }
const newKey = 'k3y_0123456789abcdefghijklmnopqrstuvwxyzABCDE'

beforeEach(() => toastState.items.splice(0))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const toastTitles = () => toastState.items.map((t) => `${t.kind}: ${t.title}`)

/** The API answers with no key until one is generated, then with the new key's status. */
function stubKeys(initial: typeof noKey | typeof someKey, user = testUser) {
  let status: object = initial
  return stubApi({
    'GET /v1/user/info': () => json(200, user),
    'GET /v1/user/api_key': () => json(200, status),
    'POST /v1/user/generate_api_key': () => {
      status = { ...someKey, createdAt: Date.UTC(2025, 5, 1) }
      return json(200, { apiKey: newKey })
    },
  })
}

describe('ApiSettings', () => {
  it('generates a first key without asking, shows it once with a warning, and re-reads the status', async () => {
    const api = stubKeys(noKey)
    renderWithRouter(<ApiSettings />)
    expect(await screen.findByText('You have no API key yet.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Generate API key' }))

    const field = await screen.findByLabelText<HTMLInputElement>('Your new API key')
    expect(field.value).toBe(newKey)
    expect(field.readOnly).toBe(true)
    expect(screen.getByRole('note').textContent).toMatch(/will not be shown again/)
    expect(toastTitles()).toEqual(['success: New API key generated'])
    expect(await screen.findByText(/created on 2025-06-01 00:00 UTC/)).toBeTruthy()
    expect(api.callsTo('GET /v1/user/api_key')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Regenerate API key' })).toBeTruthy()
  })

  it('asks before replacing an existing key, and keeps it when told to', async () => {
    const api = stubKeys(someKey)
    renderWithRouter(<ApiSettings />)
    expect(
      await screen.findByText(/created on 2025-01-31 13:05 UTC and has not been used/),
    ).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate API key' }))
    const dialog = screen.getByRole('dialog', { name: 'Replace your API key?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep current key' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(api.callsTo('POST /v1/user/generate_api_key')).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate API key' }))
    fireEvent.click(screen.getByRole('button', { name: 'Replace key' }))
    expect((await screen.findByLabelText<HTMLInputElement>('Your new API key')).value).toBe(newKey)
    expect(api.callsTo('POST /v1/user/generate_api_key')).toHaveLength(1)
  })

  it('copies the key to the clipboard, or selects it when the clipboard is refused', async () => {
    stubKeys(noKey)
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    renderWithRouter(<ApiSettings />)
    await screen.findByText('You have no API key yet.')
    fireEvent.click(screen.getByRole('button', { name: 'Generate API key' }))
    const field = await screen.findByLabelText<HTMLInputElement>('Your new API key')

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith(newKey)

    writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'))
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByText(/Selected: press Ctrl\+C/)).toBeTruthy()
    expect(document.activeElement).toBe(field)
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, newKey.length])
  })

  it('shows an error toast when generating fails and reveals nothing', async () => {
    stubApi({
      'GET /v1/user/info': () => json(200, testUser),
      'GET /v1/user/api_key': () => json(200, noKey),
      'POST /v1/user/generate_api_key': () => failure(429, 'Too many requests'),
    })
    renderWithRouter(<ApiSettings />)
    await screen.findByText('You have no API key yet.')
    fireEvent.click(screen.getByRole('button', { name: 'Generate API key' }))
    await waitFor(() => expect(toastTitles()).toEqual(['error: Error generating API key']))
    expect(screen.queryByLabelText('Your new API key')).toBeNull()
  })

  it("shows the plan's rate limit, the API add-on and a curl line for this origin", async () => {
    stubKeys(noKey, {
      ...testUser,
      plan: 'advanced',
      products: ['advanced'],
      addons: [{ type: 'API_LIMIT', limit: 250000 }],
    })
    renderWithRouter(<ApiSettings />)
    const rate = await screen.findByText('600 requests per minute')
    const usage = rate.closest('section') as HTMLElement
    expect(within(usage).getByRole('heading', { name: 'Usage and limits' })).toBeTruthy()
    expect(within(usage).getByText('Tiers 1, 2, 2.1')).toBeTruthy()
    expect(within(usage).getByText('API limit add-on')).toBeTruthy()
    expect(within(usage).getByText('250,000')).toBeTruthy()
    expect(within(usage).getByText(/^curl /).textContent).toBe(
      `curl "${window.location.origin}/v1/metrics/market/price_usd_close?a=BTC&api_key=YOUR_API_KEY"`,
    )
    expect(within(usage).getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe(
      '/docs/api',
    )
  })
})
