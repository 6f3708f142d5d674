import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { afterEach, describe, expect, it } from 'vitest'
import { webhookSecretSchema, webhookTestAnswerSchema } from '@/core/api/alertDelivery'
import { testCaller } from '../testing/documentApiClient'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { webhookTestsPerHour } from './webhookTestRoute'

const origin = 'http://studio.test'

/** A receiver on loopback answering `status`, keeping what it got. */
async function startReceiver(status: number) {
  const received: { headers: IncomingHttpHeaders; body: string }[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('POST /v1/alerts/webhook/test', () => {
  let test: TestApp | undefined
  const closers: (() => Promise<void>)[] = []
  afterEach(async () => {
    await test?.close()
    test = undefined
    for (const close of closers.splice(0)) await close()
  })

  it('sends one signed test event to the user’s own URL and answers what the receiver said', async () => {
    test = await buildTestApp({ PUBLIC_ORIGIN: origin, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' })
    const t = test
    const ada = testCaller(t, origin, (await signedInUser(t, 'ada@studio.test', origin)).cookie)
    const grace = testCaller(t, origin, (await signedInUser(t, 'grace@studio.test', origin)).cookie)
    const ok = await startReceiver(204)
    const failing = await startReceiver(500)
    closers.push(ok.close, failing.close)

    expect((await ada('POST', '/v1/alerts/webhook/test')).statusCode).toBe(409)
    const saved = await ada('PUT', '/v1/alerts/webhook', { url: ok.url })
    const { secret } = webhookSecretSchema.parse(saved.json())

    const sent = await ada('POST', '/v1/alerts/webhook/test')
    expect(sent.statusCode).toBe(200)
    expect(webhookTestAnswerSchema.parse(sent.json())).toEqual({
      delivered: true,
      status: 204,
      detail: 'HTTP 204',
    })
    expect(ok.received).toHaveLength(1)
    const [event] = ok.received
    // The receiver's library accepts it: a Standard Webhooks signature under the user's secret.
    const verified = new Webhook(secret).verify(event?.body ?? '', {
      'webhook-id': String(event?.headers['webhook-id']),
      'webhook-timestamp': String(event?.headers['webhook-timestamp']),
      'webhook-signature': String(event?.headers['webhook-signature']),
    })
    expect(verified).toMatchObject({
      type: 'alert.fired',
      data: { test: true, url: `${origin}/alerts`, alert: { name: 'Webhook test' } },
    })

    // Grace has no webhook: her test sends nothing to Ada's receiver.
    expect((await grace('POST', '/v1/alerts/webhook/test')).statusCode).toBe(409)
    expect(ok.received).toHaveLength(1)

    await ada('PUT', '/v1/alerts/webhook', { url: failing.url })
    const refused = await ada('POST', '/v1/alerts/webhook/test')
    expect(webhookTestAnswerSchema.parse(refused.json())).toEqual({
      delivered: false,
      status: 500,
      detail: 'HTTP 500',
    })

    for (let i = 2; i < webhookTestsPerHour; i += 1) await ada('POST', '/v1/alerts/webhook/test')
    const limited = await ada('POST', '/v1/alerts/webhook/test')
    expect(limited.statusCode).toBe(429)
    expect(failing.received).toHaveLength(webhookTestsPerHour - 1)
  })
})
