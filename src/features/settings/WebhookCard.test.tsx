import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastState } from '@/lib/ui/toastStore'
import { failure, json, renderWithRouter, stubApi } from './settingsTestHarness'
import { WebhookCard } from './WebhookCard'

const hook = 'https://example.com/hooks/alerts'
const secretA = `whsec_${'A'.repeat(43)}=`
const secretB = `whsec_${'B'.repeat(43)}=`

beforeEach(() => toastState.items.splice(0))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
const toastTitles = () => toastState.items.map((t) => `${t.kind}: ${t.title}`)

function stubWebhook(initial: string | null) {
  let url = initial
  return stubApi({
    'GET /v1/alerts/webhook': () => json(200, { url }),
    'PUT /v1/alerts/webhook': (init) => {
      url = (JSON.parse(String(init?.body)) as { url: string }).url
      return json(200, { url, secret: secretA })
    },
    'POST /v1/alerts/webhook/rotate': () => json(200, { url, secret: secretB }),
    'DELETE /v1/alerts/webhook': () => {
      url = null
      return new Response(null, { status: 204 })
    },
    'POST /v1/alerts/webhook/test': () =>
      json(200, { delivered: false, status: 500, detail: 'Internal Server Error' }),
  })
}

describe('WebhookCard', () => {
  it('refuses an address that is not http(s), then saves one and shows the secret once', async () => {
    const api = stubWebhook(null)
    renderWithRouter(<WebhookCard />)
    const field = await screen.findByLabelText<HTMLInputElement>('Webhook URL')
    fireEvent.change(field, { target: { value: 'ftp://example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save webhook' }))
    expect(screen.getByRole('alert').textContent).toMatch(/full http\(s\) address/)
    expect(api.callsTo('PUT /v1/alerts/webhook')).toHaveLength(0)

    fireEvent.change(field, { target: { value: hook } })
    fireEvent.click(screen.getByRole('button', { name: 'Save webhook' }))
    const secret = await screen.findByLabelText<HTMLInputElement>('Your webhook signing secret')
    expect(secret.value).toBe(secretA)
    expect(JSON.parse(String(api.callsTo('PUT /v1/alerts/webhook')[0]?.init?.body))).toEqual({
      url: hook,
    })
    expect(toastTitles()).toEqual(['success: Webhook saved'])
    expect(await screen.findByRole('button', { name: 'Send test' })).toBeTruthy()
  })

  it('rotates the secret, sends a test telling what the receiver said, and removes after asking', async () => {
    const api = stubWebhook(hook)
    renderWithRouter(<WebhookCard />)
    expect((await screen.findByLabelText<HTMLInputElement>('Webhook URL')).value).toBe(hook)
    expect(screen.queryByLabelText('Your webhook signing secret')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Rotate secret' }))
    expect(
      (await screen.findByLabelText<HTMLInputElement>('Your webhook signing secret')).value,
    ).toBe(secretB)

    fireEvent.click(screen.getByRole('button', { name: 'Send test' }))
    await waitFor(() => expect(toastTitles()).toContain('error: Test event not delivered'))
    expect(toastState.items.at(-1)?.description).toBe(
      'Your endpoint answered 500: Internal Server Error',
    )

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove the webhook?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send test' })).toBeNull())
    expect(api.callsTo('DELETE /v1/alerts/webhook')).toHaveLength(1)
    expect(screen.getByLabelText<HTMLInputElement>('Webhook URL').value).toBe('')
    expect(screen.queryByLabelText('Your webhook signing secret')).toBeNull()
  })

  it('tells when saving fails', async () => {
    stubApi({
      'GET /v1/alerts/webhook': () => json(200, { url: null }),
      'PUT /v1/alerts/webhook': () => failure(400, 'Private network addresses are refused'),
    })
    renderWithRouter(<WebhookCard />)
    fireEvent.change(await screen.findByLabelText('Webhook URL'), {
      target: { value: 'http://10.0.0.1/hook' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save webhook' }))
    await waitFor(() => expect(toastTitles()).toEqual(['error: Error saving webhook']))
  })
})
