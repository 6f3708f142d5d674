import { describe, expect, it, vi } from 'vitest'
import type { AlertPushPayload } from '../src/core/api/alertDelivery'
import {
  alertNotification,
  notificationTarget,
  openAppAt,
  type WindowLike,
} from './alertNotifications'

const origin = 'https://studio.example'
const push: AlertPushPayload = {
  type: 'alert',
  title: 'BTC above 100k',
  body: 'BTC Price: 101,234 (above 100,000) at 2026-11-25 14:30 UTC',
  tag: 'alert-6a2f',
  url: '/charts/price_usd_close?a=BTC&alert=6a2f',
  firingId: 'f1',
  alertUuid: '6a2f',
  t: 1_764_081_000,
  test: false,
}
const payload = (value: unknown) => ({ json: () => value })

describe('alertNotification', () => {
  it('shows the push: title, body, icon, a tag per alert that renotifies, the point time', () => {
    expect(alertNotification(payload(push))).toEqual({
      title: 'BTC above 100k',
      options: {
        body: push.body,
        icon: '/icons/icon-192.png',
        tag: 'alert-6a2f',
        renotify: true,
        timestamp: 1_764_081_000_000,
        data: { url: push.url, firingId: 'f1' },
      },
    })
  })

  it('still shows a notification for an empty, unreadable or unknown payload', () => {
    const unreadable = {
      json: () => {
        throw new SyntaxError('not JSON')
      },
    }
    for (const data of [
      null,
      unreadable,
      payload({ type: 'other' }),
      payload({ ...push, url: 'https://x' }),
    ]) {
      const shown = alertNotification(data)
      expect(shown.title).toBe('Onchain Studio')
      expect(shown.options.data.url).toBe('/alerts')
    }
  })
})

describe('notificationTarget', () => {
  it('opens same-origin paths only', () => {
    expect(notificationTarget({ url: push.url }, origin)).toBe(push.url)
    expect(notificationTarget({ url: '//evil.test/x' }, origin)).toBe('/alerts')
    expect(notificationTarget({ url: 'https://evil.test/' }, origin)).toBe('/alerts')
    expect(notificationTarget(null, origin)).toBe('/alerts')
  })
})

describe('openAppAt', () => {
  function windowAt(url: string, navigate = vi.fn(async () => undefined)): WindowLike {
    return { url, focus: vi.fn(async () => undefined), navigate }
  }

  it("focuses an open window of the app and navigates it to the firing's chart", async () => {
    const other = windowAt('https://elsewhere.test/')
    const app = windowAt(`${origin}/dashboards`)
    const clients = { matchAll: vi.fn(async () => [other, app]), openWindow: vi.fn() }
    await openAppAt(clients, origin, push.url)
    expect(app.focus).toHaveBeenCalled()
    expect(app.navigate).toHaveBeenCalledWith(`${origin}${push.url}`)
    expect(other.focus).not.toHaveBeenCalled()
    expect(clients.openWindow).not.toHaveBeenCalled()
  })

  it('opens a window when none of the app is open, or when the open one cannot be navigated', async () => {
    const none = { matchAll: vi.fn(async () => []), openWindow: vi.fn(async () => null) }
    await openAppAt(none, origin, push.url)
    expect(none.openWindow).toHaveBeenCalledWith(`${origin}${push.url}`)

    const uncontrolled = windowAt(
      `${origin}/`,
      vi.fn(async () => Promise.reject(new TypeError())),
    )
    const clients = {
      matchAll: vi.fn(async () => [uncontrolled]),
      openWindow: vi.fn(async () => null),
    }
    await openAppAt(clients, origin, push.url)
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}${push.url}`)
  })
})
