import type { CheckoutEvent } from '@/core/api/payments'

/*
 * The one interface of the checkout, whichever provider runs it (Paddle.js or the server's
 * sandbox page): callers open a checkout and receive the provider's events, so page code never
 * knows which provider it talks to.
 */

export interface CheckoutRequest {
  priceId: string
  /** Start with the free trial (the sandbox honours it; with Paddle the price decides). */
  trial: boolean
  email: string
  /** Passed as customData.clientReferenceId: how the webhook finds our user. */
  userUuid: string
  /** A discount code, e.g. during a coupon campaign. */
  coupon?: string
}

/**
 * Why a checkout reported an error: the popup was blocked, the provider could not be loaded,
 * or the provider said the payment failed (the checkout stays open for another try).
 */
export type CheckoutErrorReason = 'popup-blocked' | 'unavailable' | 'payment'

/** The provider's events by their Paddle.js names; only errors carry our reason. */
export type CheckoutUpdate =
  | { name: 'checkout.loaded' }
  | { name: 'checkout.completed'; data: CheckoutEvent['data'] }
  | { name: 'checkout.closed' }
  | { name: 'checkout.error'; reason: CheckoutErrorReason }

export type CheckoutListener = (update: CheckoutUpdate) => void

/**
 * An open checkout. After completed or closed it reports nothing more; `dispose` stops
 * listening early and closes what the session opened.
 */
export interface CheckoutSession {
  dispose(): void
}

export const endedSession: CheckoutSession = { dispose() {} }
