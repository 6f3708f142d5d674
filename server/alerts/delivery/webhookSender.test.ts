import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { afterEach, describe, expect, it } from 'vitest'
import { createOutboundGuard } from '../../http/outboundGuard'
import { createAlertWebhooksRepository } from '../../repositories/alertWebhooksRepository'
import { lookupTo, testDelivery } from '../../testing/alertDeliveryFixtures'
import { createTestUser } from '../../testing/signedInUser'
import { buildTestApp, type TestApp } from '../../testing/testApp'
import { newWebhookSecret, sealWebhookSecret } from './webhookSecret'
import { createWebhookSender, webhookBody } from './webhookSender'

const sessionSecret = Buffer.alloc(32, 3)

/** A receiver on loopback: records each request and answers as the test says. */
interface Receiver {
  url: string
  requests: { path: string; headers: IncomingHttpHeaders; body: string }[]
  answer: { status: number; headers?: Record<string, string> } | 'hang'
}

describe('webhook sender', () => {
  let test: TestApp | undefined
  let server: Server | undefined
  const guards: { close(): void }[] = []
  afterEach(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await test?.close()
    for (const guard of guards.splice(0)) guard.close()
    server = undefined
    test = undefined
  })

  const setUp = async ({ allowPrivateNetworks = true, timeoutMs = 5_000 } = {}) => {
    const app = (test = await buildTestApp())
    const user = await createTestUser(app, 'ada@studio.test')
    const receiver: Receiver = { url: '', requests: [], answer: { status: 200 } }
    server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        receiver.requests.push({ path: request.url ?? '', headers: request.headers, body })
        if (receiver.answer === 'hang') return
        response.writeHead(receiver.answer.status, receiver.answer.headers ?? {}).end()
      })
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const secret = newWebhookSecret()
    const setWebhook = (url: string) =>
      createAlertWebhooksRepository(app.database.db).setUrl(
        user.uuid,
        url,
        sealWebhookSecret(sessionSecret, secret),
        Date.now(),
      )
    await setWebhook(`${receiver.url}/hooks/alerts`)
    const guard = createOutboundGuard({ allowPrivateNetworks })
    guards.push(guard)
    const sender = createWebhookSender({
      db: app.database.db,
      sessionSecret,
      guard,
      timeoutMs,
      lookup: lookupTo('127.0.0.1'),
    })
    return { app, user, receiver, secret, sender, setWebhook }
  }

  it('POSTs the firing as JSON, signed so that Standard Webhooks verifies it', async () => {
    const { user, receiver, secret, sender } = await setUp()
    const delivery = testDelivery(user.uuid)
    expect(await sender.deliver(delivery)).toEqual({ status: 'delivered', detail: 'HTTP 200' })

    expect(receiver.requests).toHaveLength(1)
    const [request] = receiver.requests
    if (request === undefined) throw new Error('nothing received')
    expect(request.path).toBe('/hooks/alerts')
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.headers['webhook-id']).toBe(delivery.notice.firingId)
    expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+={0,2}$/)
    // The receiver's side: the reference library, with the secret as the user got it.
    const verified = new Webhook(secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    })
    expect(verified).toEqual(JSON.parse(JSON.stringify(webhookBody(delivery))))
    expect(verified).toMatchObject({
      type: 'alert.fired',
      timestamp: new Date(delivery.notice.firedAt).toISOString(),
      data: {
        firingId: delivery.notice.firingId,
        alert: { uuid: delivery.notice.alert.uuid, condition: 'gt', conditionValues: [100_000] },
        value: 101_234.5,
        t: delivery.notice.t,
        test: false,
        url: delivery.url,
        title: 'BTC above 100k',
        body: 'BTC Price: 101,235 (above 100,000) at 2025-11-25 00:03 UTC',
      },
    })
    // Another secret, or a changed body, does not verify.
    const headers = {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    }
    expect(() => new Webhook(newWebhookSecret()).verify(request.body, headers)).toThrow()
    expect(() =>
      new Webhook(secret).verify(request.body.replace('101234.5', '1'), headers),
    ).toThrow()
  })

  it('does not follow redirects: a 3xx fails', async () => {
    const { user, receiver, sender } = await setUp()
    receiver.answer = { status: 307, headers: { location: '/elsewhere' } }
    expect(await sender.deliver(testDelivery(user.uuid))).toEqual({
      status: 'failed',
      detail: 'HTTP 307: redirects are not followed',
    })
    expect(receiver.requests.map((request) => request.path)).toEqual(['/hooks/alerts'])
  })

  it('retries a timeout, a 5xx and a 429 (after its Retry-After), fails another 4xx', async () => {
    const { user, receiver, sender } = await setUp({ timeoutMs: 200 })
    const delivery = testDelivery(user.uuid)
    receiver.answer = 'hang'
    expect(await sender.deliver(delivery)).toEqual({
      status: 'retry',
      detail: 'No answer within 0.2 s',
    })
    receiver.answer = { status: 503 }
    expect(await sender.deliver(delivery)).toEqual({ status: 'retry', detail: 'HTTP 503' })
    receiver.answer = { status: 429, headers: { 'retry-after': '120' } }
    expect(await sender.deliver(delivery)).toEqual({
      status: 'retry',
      detail: 'HTTP 429',
      retryAfterMs: 120_000,
    })
    receiver.answer = { status: 400 }
    expect(await sender.deliver(delivery)).toEqual({ status: 'failed', detail: 'HTTP 400' })
  })

  it('skips a user without a webhook', async () => {
    const { app, sender } = await setUp()
    const other = await createTestUser(app, 'grace@studio.test')
    expect(await sender.deliver(testDelivery(other.uuid))).toEqual({
      status: 'skipped',
      detail: 'No webhook URL',
    })
  })

  it('refuses at connect time a name that now resolves to a private address', async () => {
    const { user, receiver, sender, setWebhook } = await setUp({ allowPrivateNetworks: false })
    // Saved while the name was public; the test's DNS now answers 127.0.0.1.
    await setWebhook(`https://hooks.example.com:${new URL(receiver.url).port}/hooks/alerts`)
    expect(await sender.deliver(testDelivery(user.uuid))).toEqual({
      status: 'failed',
      detail: 'The host resolves to a loopback, private or reserved network',
    })
    // And a plain http URL kept from when private networks were allowed.
    await setWebhook(`${receiver.url}/hooks/alerts`)
    expect(await sender.deliver(testDelivery(user.uuid))).toEqual({
      status: 'failed',
      detail: 'Must be an https URL',
    })
    expect(receiver.requests).toEqual([])
  })
})
