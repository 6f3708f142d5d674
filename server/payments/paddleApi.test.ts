import { afterEach, describe, expect, it } from 'vitest'
import { startFakePaddleApi, type FakePaddleApi } from '../testing/fakePaddleApi'
import { subscriptionData } from '../testing/paddleEvents'
import { createPaddleApi, PaddleApiError } from './paddleApi'

const apiKey = 'pdl_sdbx_apikey_01hv8a9qz5bqkx4m8c2d7e3fgh'
const subscriptionId = 'sub_01hv8b2m6w9c3k7q5r4t8y1zxa'

describe('Paddle API client', () => {
  let fake: FakePaddleApi | undefined
  afterEach(async () => {
    await fake?.close()
    fake = undefined
  })
  const setup = async (timeoutMs?: number) => {
    fake = await startFakePaddleApi(apiKey)
    const data = subscriptionData('7d1b5a52-7f1c-4a53-9d0e-3f2b1c4d5e6f', { id: subscriptionId })
    fake.subscriptions.set(subscriptionId, data)
    const api = createPaddleApi({
      apiUrl: fake.url,
      apiKey,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    })
    return { fake, api, data }
  }
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(PaddleApiError)
    const { message, status, code, requestId } = error as PaddleApiError
    expect(JSON.stringify({ message, status, code, requestId })).not.toContain(apiKey)
    return error as PaddleApiError
  }

  it('cancels at the next billing period with the Bearer key, and answers the subscription', async () => {
    const { fake, api, data } = await setup()
    const canceled = await api.cancelSubscription(subscriptionId)
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: `/subscriptions/${subscriptionId}/cancel`,
        authorization: `Bearer ${apiKey}`,
        body: '{"effective_from":"next_billing_period"}',
      },
    ])
    expect(canceled).toMatchObject({
      id: subscriptionId,
      status: 'active',
      scheduled_change: { action: 'cancel', effective_at: data.current_billing_period?.ends_at },
    })
    expect(canceled.updated_at).toEqual(expect.any(String))
  })

  it("reports Paddle's errors by status, code and request id", async () => {
    const { fake, api } = await setup()
    const notFound = await failure(api.cancelSubscription('sub_01hv8b2m6w9c3k7q5r4t8y1zzz'))
    expect(notFound).toMatchObject({ status: 404, code: 'not_found' })
    expect(notFound.requestId).toMatch(/^[0-9a-f]{32}$/)

    fake.override = () => ({ status: 500, body: { error: { code: 'internal_error' } } })
    expect(await failure(api.cancelSubscription(subscriptionId))).toMatchObject({ status: 500 })
    fake.override = () => ({ status: 200, body: { data: { id: subscriptionId } } })
    expect(await failure(api.cancelSubscription(subscriptionId))).toMatchObject({
      message: 'The answer is not the subscription',
    })
  })

  it('fails on a wrong key without repeating it', async () => {
    const { fake } = await setup()
    const wrong = createPaddleApi({ apiUrl: fake.url, apiKey: 'pdl_sdbx_apikey_wrong_0123456789' })
    const error = await failure(wrong.cancelSubscription(subscriptionId))
    expect(error).toMatchObject({ status: 403, code: 'forbidden' })
    expect(JSON.stringify(error.toLog())).not.toContain('wrong_0123456789')
  })

  it('gives up after the timeout, and when Paddle cannot be reached', async () => {
    const { fake, api } = await setup(200)
    fake.override = () => 'hang'
    expect(await failure(api.cancelSubscription(subscriptionId))).toMatchObject({
      message: 'No answer within 0.2 s',
    })
    await fake.close()
    expect((await failure(api.cancelSubscription(subscriptionId))).message).toMatch(
      /^Not reachable/,
    )
  })
})
