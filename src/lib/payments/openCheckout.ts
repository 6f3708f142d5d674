import type { ClientConfig } from '@/core/api/clientConfig'
import type { CheckoutListener, CheckoutRequest, CheckoutSession } from './checkoutSession'
import { loadPaddle, openPaddleCheckout } from './paddleCheckout'
import { openSandboxCheckout } from './sandboxCheckout'

type PaymentsConfig = Pick<
  ClientConfig,
  'paddleClientToken' | 'paddleEnvironment' | 'paddlePriceIds'
>

/** One checkout at a time: opening another drops the listeners of the previous one. */
let current: CheckoutSession | undefined

/**
 * Opens the checkout of whichever provider this deployment runs: Paddle when the server hands
 * out a client token, else the server's sandbox checkout (which the server serves only then).
 * Call it synchronously from the click: the sandbox opens a popup.
 */
export function openCheckout(
  config: PaymentsConfig,
  request: CheckoutRequest,
  onUpdate: CheckoutListener,
): CheckoutSession {
  current?.dispose()
  const token = config.paddleClientToken
  const session = token
    ? openPaddleCheckout(
        { token, environment: config.paddleEnvironment, priceIds: config.paddlePriceIds },
        request,
        onUpdate,
      )
    : openSandboxCheckout(request, onUpdate)
  current = session
  return session
}

/** Starts loading the provider's script before the first click, where there is one. */
export function prepareCheckout(config: PaymentsConfig): void {
  const token = config.paddleClientToken
  if (token) void loadPaddle({ token, environment: config.paddleEnvironment })
}
