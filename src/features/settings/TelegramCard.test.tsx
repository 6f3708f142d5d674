import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastState } from '@/lib/ui/toastStore'
import { failure, json, renderWithRouter, stubApi } from './settingsTestHarness'
import { TelegramCard } from './TelegramCard'

const authorizeUrl = 'https://t.me/studio_alerts_bot?start=one-time-token'
const linked = { available: true, authorizeUrl, authorized: true }
const unlinked = { available: true, authorizeUrl, authorized: false }

beforeEach(() => toastState.items.splice(0))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
const toastTitles = () => toastState.items.map((t) => `${t.kind}: ${t.title}`)

describe('TelegramCard', () => {
  it('disconnects a linked chat and says so', async () => {
    let info: object = linked
    const api = stubApi({
      'GET /v1/alerts/telegram': () => json(200, info),
      'POST /v1/alerts/telegram/reset': () => {
        info = unlinked
        return new Response(null, { status: 204 })
      },
    })
    renderWithRouter(<TelegramCard />)
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect Telegram' }))
    expect(await screen.findByRole('link', { name: 'Connect Telegram' })).toHaveProperty(
      'href',
      authorizeUrl,
    )
    expect(toastTitles()).toEqual(['success: Telegram unlinked successfully'])
    expect(api.callsTo('POST /v1/alerts/telegram/reset')).toHaveLength(1)
  })

  it('tells when unlinking or reading the link fails', async () => {
    stubApi({
      'GET /v1/alerts/telegram': () => json(200, linked),
      'POST /v1/alerts/telegram/reset': () => failure(500, 'Bot API down'),
    })
    renderWithRouter(<TelegramCard />)
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect Telegram' }))
    await waitFor(() => expect(toastTitles()).toEqual(['error: Error unlinking Telegram']))
    cleanup()
    toastState.items.splice(0)

    stubApi({ 'GET /v1/alerts/telegram': () => failure(500, 'Database down') })
    renderWithRouter(<TelegramCard />)
    expect(await screen.findByText('Could not load your Telegram link')).toBeTruthy()
    expect(toastTitles()).toEqual(['error: Error fetching Telegram info'])
  })

  it('explains a server without Telegram', async () => {
    stubApi({
      'GET /v1/alerts/telegram': () =>
        json(200, { available: false, authorizeUrl: null, authorized: false }),
    })
    renderWithRouter(<TelegramCard />)
    expect(await screen.findByText(/not set up on this server/)).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Connect Telegram' })).toBeNull()
  })

  it('marks the address on connect, and back from Telegram confirms the link and drops the mark', async () => {
    let info: object = unlinked
    stubApi({ 'GET /v1/alerts/telegram': () => json(200, info) })
    const { router } = renderWithRouter(<TelegramCard />, '/settings/notifications')
    // The test browser would follow the link to t.me: only the page's own handler should run.
    const stayHere = (event: Event) => event.preventDefault()
    document.addEventListener('click', stayHere, true)
    fireEvent.click(await screen.findByRole('link', { name: 'Connect Telegram' }))
    document.removeEventListener('click', stayHere, true)
    await waitFor(() => expect(router.state.location.search).toEqual({ telegramConfirmUrl: '1' }))
    expect(await screen.findByText(/Waiting for Telegram/)).toBeTruthy()

    info = linked
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }))
    await waitFor(() => expect(toastTitles()).toEqual(['success: Telegram connected']))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(screen.getByRole('button', { name: 'Disconnect Telegram' })).toBeTruthy()
  })
})
