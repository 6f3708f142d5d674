import {
  initializePaddle,
  type Environments,
  type Paddle,
  type PaddleEventData,
} from '@paddle/paddle-js'
import { checkoutEventSchema } from '@/core/api/payments'
import { providerPriceId, type ProviderPriceIds } from '@/core/billingCatalog'
import type {
  CheckoutListener,
  CheckoutRequest,
  CheckoutSession,
  CheckoutUpdate,
} from './checkoutSession'

export interface PaddleOptions {
  token: string
  environment: Environments
  /** The Paddle account's own price ids by catalog price id (PADDLE_PRICE_IDS); may be empty. */
  priceIds?: ProviderPriceIds
}

/*
 * Paddle.js takes one eventCallback at initialization for every checkout of the page; it
 * forwards to the session that is open now.
 */
let loading: Promise<Paddle | undefined> | undefined
let forward: ((event: PaddleEventData) => void) | undefined

/** Loads Paddle.js from its CDN once; the pricing page calls this early so a click is fast. */
export function loadPaddle({ token, environment }: PaddleOptions): Promise<Paddle | undefined> {
  loading ??= initializePaddle({
    token,
    environment,
    eventCallback: (event) => forward?.(event),
  }).catch(() => undefined)
  return loading
}

/** Paddle's event in our terms: the four checkout events we act on, nothing else. */
export function fromPaddleEvent(event: PaddleEventData): CheckoutUpdate | undefined {
  switch (event.name) {
    case 'checkout.loaded':
      return { name: 'checkout.loaded' }
    case 'checkout.closed':
      return { name: 'checkout.closed' }
    case 'checkout.error':
      return { name: 'checkout.error', reason: 'payment' }
    case 'checkout.completed': {
      // Completion counts even when the details are not what we expect: the webhook is what
      // grants the plan, the data only feeds analytics.
      const parsed = checkoutEventSchema.safeParse({ name: event.name, data: event.data })
      return { name: 'checkout.completed', data: parsed.success ? parsed.data.data : undefined }
    }
    default:
      return undefined
  }
}

/** Paddle's overlay checkout for the price, prefilled and tagged with our user's uuid. */
export function openPaddleCheckout(
  options: PaddleOptions,
  request: CheckoutRequest,
  onUpdate: CheckoutListener,
): CheckoutSession {
  let ended = false
  let paddle: Paddle | undefined
  const end = () => {
    ended = true
    if (forward === receive) forward = undefined
  }
  const receive = (event: PaddleEventData) => {
    const update = ended ? undefined : fromPaddleEvent(event)
    if (update === undefined) return
    if (update.name === 'checkout.completed' || update.name === 'checkout.closed') end()
    // The overlay would otherwise stay over the thank-you page.
    if (update.name === 'checkout.completed') paddle?.Checkout.close()
    onUpdate(update)
  }
  forward = receive

  void loadPaddle(options).then((instance) => {
    if (ended) return
    if (!instance) {
      // Let a later click try the CDN again.
      loading = undefined
      end()
      onUpdate({ name: 'checkout.error', reason: 'unavailable' })
      return
    }
    paddle = instance
    instance.Checkout.open({
      items: [{ priceId: providerPriceId(request.priceId, options.priceIds ?? {}), quantity: 1 }],
      customer: { email: request.email },
      customData: { clientReferenceId: request.userUuid },
      ...(request.coupon ? { discountCode: request.coupon } : {}),
    })
  })

  return {
    dispose() {
      if (ended) return
      end()
      paddle?.Checkout.close()
    },
  }
}
