import { z } from 'zod'
import { checkoutEventSchema, sandboxCheckoutMessageSource } from '@/core/api/payments'
import {
  endedSession,
  type CheckoutListener,
  type CheckoutRequest,
  type CheckoutSession,
} from './checkoutSession'

/** What the sandbox page posts to its opener (server/payments/sandboxAssets.ts). */
const sandboxMessageSchema = z.object({
  source: z.literal(sandboxCheckoutMessageSource),
  event: checkoutEventSchema,
})

export const sandboxPopupName = 'studio-checkout'
export const sandboxPopupFeatures = 'popup,width=480,height=720'
/** A closed popup has no event to tell us; we look this often. */
export const sandboxClosedPollMs = 500

/** The part of `window` the adapter uses, so tests can hand in their own. */
export type SandboxHost = Pick<Window, 'open' | 'addEventListener' | 'removeEventListener'> & {
  location: Pick<Location, 'origin'>
}

export function sandboxCheckoutUrl({ priceId, trial }: CheckoutRequest): string {
  const query = new URLSearchParams({ priceId, trial: trial ? '1' : '0' })
  return `/payments/v1/sandbox/checkout?${query.toString()}`
}

/**
 * The server's sandbox checkout in a popup (the CSP forbids framing it). Only messages from
 * that popup, on our origin, in the sandbox's envelope and matching the checkout event schema
 * count; anything else posted to the window is ignored. A popup closed without completing is
 * reported as checkout.closed, like Paddle's overlay being dismissed.
 */
export function openSandboxCheckout(
  request: CheckoutRequest,
  onUpdate: CheckoutListener,
  host: SandboxHost = window,
): CheckoutSession {
  // Synchronously inside the click that asked for it, or the browser blocks the popup.
  const popup = host.open(sandboxCheckoutUrl(request), sandboxPopupName, sandboxPopupFeatures)
  if (!popup) {
    onUpdate({ name: 'checkout.error', reason: 'popup-blocked' })
    return endedSession
  }

  let ended = false
  const end = () => {
    ended = true
    host.removeEventListener('message', onMessage)
    clearInterval(closedPoll)
  }

  const onMessage = (message: MessageEvent) => {
    if (ended || message.origin !== host.location.origin || message.source !== popup) return
    const parsed = sandboxMessageSchema.safeParse(message.data)
    if (!parsed.success) return
    const event = parsed.data.event
    switch (event.name) {
      case 'checkout.loaded':
        onUpdate({ name: 'checkout.loaded' })
        return
      case 'checkout.completed':
        end()
        // Its page only says "you can close this window": the app takes over from here.
        popup.close()
        onUpdate({ name: 'checkout.completed', data: event.data })
        return
      case 'checkout.closed':
        end()
        onUpdate({ name: 'checkout.closed' })
        return
      case 'checkout.error':
        // The page shows the error and lets the buyer try again, so the session goes on.
        onUpdate({ name: 'checkout.error', reason: 'payment' })
        return
    }
  }

  const closedPoll = setInterval(() => {
    if (ended || !popup.closed) return
    end()
    onUpdate({ name: 'checkout.closed' })
  }, sandboxClosedPollMs)
  host.addEventListener('message', onMessage)

  return {
    dispose() {
      if (ended) return
      end()
      popup.close()
    },
  }
}
