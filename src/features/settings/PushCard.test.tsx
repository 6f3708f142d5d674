import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastState } from '@/lib/ui/toastStore'
import { applicationServerKey } from '@/lib/push/pushDevice'
import { PushCard } from './PushCard'
import { json, renderWithRouter, stubApi } from './settingsTestHarness'

const vapidPublicKey = `B${'N'.repeat(86)}`
const endpoint = 'https://push.example/send/device-1'
const subscriptionJson = {
  endpoint,
  expirationTime: null,
  // A real P-256 point: the shared schema refuses a key no push could be encrypted for.
  keys: {
    p256dh:
      'BMoPgFzNsKj0PbnLJcW9T1wE1Am-sUTX9J85XfxJWY1DLmVYMOetZFx1Krx1ctnPI5YJAnkOJ8PqFNiEcRkfMms',
    auth: 'a'.repeat(22),
  },
}

/** The browser's Push API and permission, as a test sets them. */
function stubBrowser(permission: NotificationPermission, answer: NotificationPermission) {
  let current: object | null = null
  const subscription = {
    endpoint,
    options: { applicationServerKey: applicationServerKey(vapidPublicKey).buffer },
    toJSON: () => subscriptionJson,
    unsubscribe: vi.fn(async () => {
      current = null
      return true
    }),
  }
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  }
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer
      return answer
    }),
  }
  vi.stubGlobal('Notification', notification)
  vi.stubGlobal('PushManager', function PushManager() {})
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { getRegistration: async () => ({ active: {}, pushManager }) },
  })
  return { notification, pushManager, subscription }
}

beforeEach(() => toastState.items.splice(0))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
const toastTitles = () => toastState.items.map((t) => `${t.kind}: ${t.title}`)

describe('PushCard', () => {
  it('asks for permission only when turned on, then subscribes with the key and registers the device', async () => {
    const browser = stubBrowser('default', 'granted')
    const api = stubApi({
      'POST /v1/push/subscriptions': () => new Response(null, { status: 201 }),
      'DELETE /v1/push/subscriptions': () => new Response(null, { status: 204 }),
    })
    renderWithRouter(<PushCard vapidPublicKey={vapidPublicKey} />)
    expect(await screen.findByText('Not asked yet')).toBeTruthy()
    expect(browser.notification.requestPermission).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Turn on push' }))
    expect(await screen.findByText('Receives push notifications')).toBeTruthy()
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1)
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(vapidPublicKey),
    })
    const [posted] = api.callsTo('POST /v1/push/subscriptions')
    expect(JSON.parse(String(posted?.init?.body))).toEqual(subscriptionJson)
    expect(toastTitles()).toEqual(['success: Push notifications turned on'])

    fireEvent.click(screen.getByRole('button', { name: 'Turn off push' }))
    expect(await screen.findByRole('button', { name: 'Turn on push' })).toBeTruthy()
    expect(browser.subscription.unsubscribe).toHaveBeenCalled()
    const [deleted] = api.callsTo('DELETE /v1/push/subscriptions')
    expect(JSON.parse(String(deleted?.init?.body))).toEqual({ endpoint })
  })

  it('explains a blocked permission and does not subscribe', async () => {
    const browser = stubBrowser('default', 'denied')
    const api = stubApi({})
    renderWithRouter(<PushCard vapidPublicKey={vapidPublicKey} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on push' }))
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy()
    expect(screen.getByText('Blocked')).toBeTruthy()
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Turn on push' }).disabled).toBe(
      true,
    )
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled()
    expect(api.calls).toHaveLength(0)
  })

  it('asks in the click itself, and says so in the card when the prompt was dismissed', async () => {
    const browser = stubBrowser('default', 'default')
    const api = stubApi({})
    renderWithRouter(<PushCard vapidPublicKey={vapidPublicKey} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on push' }))
    // Before anything is awaited: a request made later is refused outside the user's gesture.
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1)
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^The browser did not allow notifications: the request was dismissed/,
    )
    expect(screen.getByText('Off')).toBeTruthy()
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled()
    expect(api.calls).toHaveLength(0)
  })

  it('says in the card when the browser cannot subscribe to its push service', async () => {
    const browser = stubBrowser('default', 'granted')
    browser.pushManager.subscribe.mockRejectedValue(
      new DOMException('Registration failed - push service not available', 'AbortError'),
    )
    stubApi({})
    renderWithRouter(<PushCard vapidPublicKey={vapidPublicKey} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on push' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This browser could not turn on push notifications: Registration failed - push service not available',
    )
    expect(screen.getByText('Off')).toBeTruthy()
  })

  it('drops the browser subscription when the server refuses it', async () => {
    const browser = stubBrowser('granted', 'granted')
    stubApi({
      'POST /v1/push/subscriptions': () =>
        json(400, { status: 400, error: 'Error', message: 'Push endpoint refused' }),
    })
    renderWithRouter(<PushCard vapidPublicKey={vapidPublicKey} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on push' }))
    await waitFor(() =>
      expect(toastTitles()).toEqual(['error: Error turning on push notifications']),
    )
    expect(browser.subscription.unsubscribe).toHaveBeenCalled()
    expect(screen.getByText('Off')).toBeTruthy()
  })

  it('says when the server has no push', async () => {
    stubBrowser('default', 'granted')
    renderWithRouter(<PushCard vapidPublicKey={null} />)
    expect(await screen.findByText(/not available on this server/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Turn on push' })).toBeNull()
  })
})
