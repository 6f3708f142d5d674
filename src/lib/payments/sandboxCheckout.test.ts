import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sandboxCheckoutMessageSource, type CheckoutEvent } from '@/core/api/payments'
import type { CheckoutUpdate } from './checkoutSession'
import {
  openSandboxCheckout,
  sandboxCheckoutUrl,
  sandboxClosedPollMs,
  sandboxPopupFeatures,
  sandboxPopupName,
  type SandboxHost,
} from './sandboxCheckout'

const origin = 'https://studio.example'
const request = {
  priceId: 'pri_studio_advanced_yearly',
  trial: true,
  email: 'ada@example.com',
  userUuid: '6f1c1f4e-9c6f-4a53-8d8e-2b4f1c0a7d11',
}

const completed: CheckoutEvent = {
  name: 'checkout.completed',
  data: {
    transaction_id: 'txn_sandbox_1',
    status: 'completed',
    custom_data: { clientReferenceId: request.userUuid },
    currency_code: 'USD',
    customer: { id: 'ctm_1', email: request.email },
    items: [
      {
        price_id: request.priceId,
        product: { name: 'Studio Advanced' },
        billing_cycle: { interval: 'year', frequency: 1 },
        trial_period: { interval: 'day', frequency: 14 },
        quantity: 1,
        totals: { subtotal: 0, tax: 0, total: 0 },
      },
    ],
    totals: { subtotal: 0, tax: 0, total: 0 },
    payment: { method_details: { type: 'card', card: null } },
  },
}

function fakePopup() {
  return {
    closed: false,
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true
    }),
  }
}

/** A window stand-in: a real EventTarget for `message`, a popup we control. */
function fakeHost(popup: ReturnType<typeof fakePopup> | null) {
  const target = new EventTarget()
  const open = vi.fn(() => popup)
  const host = {
    open,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    location: { origin },
  } as unknown as SandboxHost
  const post = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    target.dispatchEvent(
      Object.assign(new Event('message'), {
        data,
        origin: from.origin ?? origin,
        source: 'source' in from ? from.source : popup,
      }),
    )
  return { host, open, post }
}

const envelope = (event: unknown) => ({ source: sandboxCheckoutMessageSource, event })

describe('sandbox checkout', () => {
  let updates: CheckoutUpdate[]
  const listener = (update: CheckoutUpdate) => updates.push(update)

  beforeEach(() => {
    updates = []
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('opens the sandbox page for the price in a named popup', () => {
    const { host, open } = fakeHost(fakePopup())
    openSandboxCheckout(request, listener, host)
    expect(open).toHaveBeenCalledWith(
      '/payments/v1/sandbox/checkout?priceId=pri_studio_advanced_yearly&trial=1',
      sandboxPopupName,
      sandboxPopupFeatures,
    )
    expect(sandboxCheckoutUrl({ ...request, trial: false })).toContain('trial=0')
  })

  it('reports a blocked popup as an error and listens to nothing', () => {
    const { host, post } = fakeHost(null)
    openSandboxCheckout(request, listener, host)
    post(envelope(completed))
    expect(updates).toEqual([{ name: 'checkout.error', reason: 'popup-blocked' }])
  })

  it('passes on the events of its popup and closes it once completed', () => {
    const popup = fakePopup()
    const { host, post } = fakeHost(popup)
    openSandboxCheckout(request, listener, host)
    post(envelope({ name: 'checkout.loaded' }))
    post(envelope(completed))
    expect(updates).toEqual([
      { name: 'checkout.loaded' },
      { name: 'checkout.completed', data: completed.data },
    ])
    expect(popup.close).toHaveBeenCalled()
    // Completed ends the session: the popup closing is no "closed" event, nor are later messages.
    vi.advanceTimersByTime(sandboxClosedPollMs * 2)
    post(envelope({ name: 'checkout.closed' }))
    expect(updates).toHaveLength(2)
  })

  it('ignores other origins, other windows, other envelopes and invalid events', () => {
    const { host, post } = fakeHost(fakePopup())
    openSandboxCheckout(request, listener, host)
    post(envelope(completed), { origin: 'https://evil.example' })
    post(envelope(completed), { source: {} })
    post(envelope(completed), { source: null })
    post({ source: 'someone-else', event: completed })
    post(completed)
    post(envelope({ name: 'checkout.completed', data: { transaction_id: 42 } }))
    post(envelope({ name: 'checkout.hacked' }))
    post('checkout.completed')
    expect(updates).toEqual([])
  })

  it('keeps listening after a payment error, so the buyer can try again', () => {
    const { host, post } = fakeHost(fakePopup())
    openSandboxCheckout(request, listener, host)
    post(envelope({ name: 'checkout.error' }))
    post(envelope(completed))
    expect(updates.map((u) => u.name)).toEqual(['checkout.error', 'checkout.completed'])
    expect(updates[0]).toEqual({ name: 'checkout.error', reason: 'payment' })
  })

  it('reports the popup closed without completing, once', () => {
    const popup = fakePopup()
    const { host, post } = fakeHost(popup)
    openSandboxCheckout(request, listener, host)
    vi.advanceTimersByTime(sandboxClosedPollMs)
    expect(updates).toEqual([])
    popup.closed = true
    vi.advanceTimersByTime(sandboxClosedPollMs * 3)
    post(envelope(completed))
    expect(updates).toEqual([{ name: 'checkout.closed' }])
  })

  it('reports Cancel in the popup as closed, without a second report when it closes', () => {
    const popup = fakePopup()
    const { host, post } = fakeHost(popup)
    openSandboxCheckout(request, listener, host)
    post(envelope({ name: 'checkout.closed' }))
    popup.closed = true
    vi.advanceTimersByTime(sandboxClosedPollMs * 2)
    expect(updates).toEqual([{ name: 'checkout.closed' }])
  })

  it('disposes: closes its popup and reports nothing more', () => {
    const popup = fakePopup()
    const { host, post } = fakeHost(popup)
    const session = openSandboxCheckout(request, listener, host)
    session.dispose()
    expect(popup.close).toHaveBeenCalled()
    vi.advanceTimersByTime(sandboxClosedPollMs * 2)
    post(envelope(completed))
    expect(updates).toEqual([])
  })
})
