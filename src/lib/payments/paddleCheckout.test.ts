import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PaddleEventData } from '@paddle/paddle-js'
import type { CheckoutUpdate } from './checkoutSession'

const initializePaddle = vi.fn()
vi.mock('@paddle/paddle-js', () => ({ initializePaddle }))

const request = {
  priceId: 'pri_studio_advanced_monthly',
  trial: false,
  email: 'ada@example.com',
  userUuid: '6f1c1f4e-9c6f-4a53-8d8e-2b4f1c0a7d11',
}
const options = { token: 'test_123', environment: 'sandbox' } as const

function fakePaddle() {
  return { Checkout: { open: vi.fn(), close: vi.fn() } }
}

/** A fresh module per test: Paddle.js is loaded once per page, so the adapter keeps it. */
async function adapter() {
  vi.resetModules()
  return import('./paddleCheckout')
}

/** The eventCallback the adapter gave initializePaddle. */
function eventCallback(): (event: PaddleEventData) => void {
  const call = initializePaddle.mock.calls.at(-1) as
    [{ eventCallback: (event: PaddleEventData) => void }] | undefined
  if (!call) throw new Error('initializePaddle was not called')
  return call[0].eventCallback
}

describe('Paddle checkout', () => {
  let updates: CheckoutUpdate[]
  const listener = (update: CheckoutUpdate) => updates.push(update)
  beforeEach(() => {
    updates = []
    initializePaddle.mockReset()
  })

  it('initializes with the token and environment, then opens the overlay for the price', async () => {
    const paddle = fakePaddle()
    initializePaddle.mockResolvedValue(paddle)
    const { openPaddleCheckout } = await adapter()
    openPaddleCheckout(options, { ...request, coupon: 'SPRING' }, listener)
    await vi.waitFor(() => expect(paddle.Checkout.open).toHaveBeenCalled())
    expect(initializePaddle).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'test_123', environment: 'sandbox' }),
    )
    expect(paddle.Checkout.open).toHaveBeenCalledWith({
      items: [{ priceId: request.priceId, quantity: 1 }],
      customer: { email: request.email },
      customData: { clientReferenceId: request.userUuid },
      discountCode: 'SPRING',
    })
  })

  it('forwards the checkout events and closes the overlay once completed', async () => {
    const paddle = fakePaddle()
    initializePaddle.mockResolvedValue(paddle)
    const { openPaddleCheckout } = await adapter()
    openPaddleCheckout(options, request, listener)
    await vi.waitFor(() => expect(paddle.Checkout.open).toHaveBeenCalled())
    const emit = eventCallback()
    emit({ name: 'checkout.loaded' } as PaddleEventData)
    emit({ name: 'checkout.customer.created' } as PaddleEventData)
    emit({ name: 'checkout.completed', data: { unexpected: true } } as unknown as PaddleEventData)
    emit({ name: 'checkout.closed' } as PaddleEventData)
    expect(updates).toEqual([
      { name: 'checkout.loaded' },
      { name: 'checkout.completed', data: undefined },
    ])
    expect(paddle.Checkout.close).toHaveBeenCalled()
  })

  it("opens the Paddle account's own price for a mapped catalog price", async () => {
    const paddle = fakePaddle()
    initializePaddle.mockResolvedValue(paddle)
    const { openPaddleCheckout } = await adapter()
    const priceIds = { pri_studio_advanced_monthly: 'pri_01hv0000000000000000000000' }
    openPaddleCheckout({ ...options, priceIds }, request, listener)
    await vi.waitFor(() => expect(paddle.Checkout.open).toHaveBeenCalled())
    expect(paddle.Checkout.open).toHaveBeenCalledWith(
      expect.objectContaining({
        items: [{ priceId: 'pri_01hv0000000000000000000000', quantity: 1 }],
      }),
    )
  })

  it('reports a Paddle.js that cannot load, and tries again on the next checkout', async () => {
    initializePaddle.mockRejectedValueOnce(new Error('blocked'))
    const { openPaddleCheckout } = await adapter()
    openPaddleCheckout(options, request, listener)
    await vi.waitFor(() =>
      expect(updates).toEqual([{ name: 'checkout.error', reason: 'unavailable' }]),
    )
    const paddle = fakePaddle()
    initializePaddle.mockResolvedValue(paddle)
    openPaddleCheckout(options, request, listener)
    await vi.waitFor(() => expect(paddle.Checkout.open).toHaveBeenCalled())
    expect(initializePaddle).toHaveBeenCalledTimes(2)
  })
})
