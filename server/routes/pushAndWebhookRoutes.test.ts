import { afterEach, describe, expect, it } from 'vitest'
import {
  pushSubscriptionsSchema,
  webhookSecretSchema,
  webhookSettingsSchema,
} from '@/core/api/alertDelivery'
import { apiErrorSchema } from '@/core/api/error'
import type { Env } from '../config'
import { testCaller } from '../testing/documentApiClient'
import { newSubscriberKeys } from '../testing/fakePushService'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'

const origin = 'http://studio.test'
const allowPrivate = { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }

/** What a browser's PushSubscription.toJSON() gives for `endpoint`. */
function subscriptionAt(endpoint: string) {
  const keys = newSubscriberKeys()
  return {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: keys.ecdh.getPublicKey().toString('base64url'),
      auth: keys.authSecret.toString('base64url'),
    },
  }
}

describe('push subscription and alert webhook routes', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const build = async (env: Env = {}) =>
    (test = await buildTestApp({ PUBLIC_ORIGIN: origin, ...env }))
  const signedIn = async (t: TestApp, email: string) => {
    const user = await signedInUser(t, email, origin)
    return { ...user, call: testCaller(t, origin, user.cookie) }
  }
  const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json())

  it('keeps each user’s push subscriptions to that user', async () => {
    const t = await build(allowPrivate)
    const ada = await signedIn(t, 'ada@studio.test')
    const grace = await signedIn(t, 'grace@studio.test')
    const laptop = subscriptionAt('http://127.0.0.1:9/push/laptop')
    const endpoints = async (user: typeof ada) => {
      const res = await user.call('GET', '/v1/push/subscriptions')
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('private, no-store')
      return pushSubscriptionsSchema.parse(res.json()).data.map((entry) => entry.endpoint)
    }

    const created = await ada.call('POST', '/v1/push/subscriptions', laptop)
    expect(created.statusCode).toBe(201)
    expect(created.json()).toEqual({ endpoint: laptop.endpoint, createdAt: expect.any(Number) })
    // The browser renews its keys: the same subscription.
    const renewed = await ada.call('POST', '/v1/push/subscriptions', {
      ...subscriptionAt(laptop.endpoint),
    })
    expect(renewed.statusCode).toBe(200)
    expect(await endpoints(ada)).toEqual([laptop.endpoint])
    expect(await endpoints(grace)).toEqual([])

    // Grace cannot remove Ada's subscription (204 all the same: nothing to tell).
    const foreign = await grace.call('DELETE', '/v1/push/subscriptions', {
      endpoint: laptop.endpoint,
    })
    expect(foreign.statusCode).toBe(204)
    expect(await endpoints(ada)).toEqual([laptop.endpoint])

    // The browser signs in as Grace and subscribes again: the endpoint moves to her.
    const moved = await grace.call('POST', '/v1/push/subscriptions', laptop)
    expect(moved.statusCode).toBe(201)
    expect(await endpoints(ada)).toEqual([])
    expect(await endpoints(grace)).toEqual([laptop.endpoint])

    const removed = await grace.call('DELETE', '/v1/push/subscriptions', {
      endpoint: laptop.endpoint,
    })
    expect(removed.statusCode).toBe(204)
    expect(await endpoints(grace)).toEqual([])
  })

  it('validates subscriptions and needs a signed-in user', async () => {
    const t = await build(allowPrivate)
    const ada = await signedIn(t, 'ada@studio.test')
    const laptop = subscriptionAt('http://127.0.0.1:9/push/laptop')
    const bad = await ada.call('POST', '/v1/push/subscriptions', {
      ...laptop,
      keys: { ...laptop.keys, p256dh: 'short' },
    })
    expect(bad.statusCode).toBe(400)
    expect(errorOf(bad).fieldErrors).toEqual({ 'keys.p256dh': 'Must be a base64url P-256 key' })
    // Well formed, but y moved by one: not a point on P-256, so no push could be encrypted for it.
    const point = Buffer.from(laptop.keys.p256dh, 'base64url')
    point[64] = ((point[64] ?? 0) + 1) & 0xff
    const offCurve = await ada.call('POST', '/v1/push/subscriptions', {
      ...laptop,
      keys: { ...laptop.keys, p256dh: point.toString('base64url') },
    })
    expect(offCurve.statusCode).toBe(400)
    expect(errorOf(offCurve).fieldErrors).toEqual({
      'keys.p256dh': 'Must be a point on the P-256 curve (65 bytes, uncompressed)',
    })
    const longAuth = await ada.call('POST', '/v1/push/subscriptions', {
      ...laptop,
      keys: { ...laptop.keys, auth: Buffer.alloc(20, 1).toString('base64url') },
    })
    expect(longAuth.statusCode).toBe(400)
    expect(errorOf(longAuth).fieldErrors).toEqual({ 'keys.auth': 'Must be a 16-byte auth secret' })
    expect((await ada.call('GET', '/v1/push/subscriptions')).json()).toEqual({ data: [] })
    const noEndpoint = await ada.call('DELETE', '/v1/push/subscriptions', {})
    expect(noEndpoint.statusCode).toBe(400)

    const guest = testCaller(t, origin)
    expect((await guest('GET', '/v1/push/subscriptions')).statusCode).toBe(401)
    expect((await guest('POST', '/v1/push/subscriptions', laptop)).statusCode).toBe(401)
    expect((await guest('GET', '/v1/alerts/webhook')).statusCode).toBe(401)
    expect(
      (await guest('PUT', '/v1/alerts/webhook', { url: 'https://x.example' })).statusCode,
    ).toBe(401)
  })

  it('refuses push endpoints and webhook URLs in private networks unless allowed', async () => {
    const t = await build()
    const ada = await signedIn(t, 'ada@studio.test')
    const refusals = [
      ['http://push.example.com/p/1', 'Must be an https URL'],
      ['https://127.0.0.1:8443/p/1', 'Must not be on a loopback, private or reserved network'],
      ['https://localhost/p/1', 'Must not be on a loopback, private or reserved network'],
      ['https://10.0.0.7/p/1', 'Must not be on a loopback, private or reserved network'],
      ['https://[::1]/p/1', 'Must not be on a loopback, private or reserved network'],
      // IPv4-compatible and NAT64 IPv6 forms of 127.0.0.1 and 10.0.0.1.
      ['https://[::7f00:1]/p/1', 'Must not be on a loopback, private or reserved network'],
      ['https://[::127.0.0.1]/p/1', 'Must not be on a loopback, private or reserved network'],
      ['https://[::10.0.0.1]/p/1', 'Must not be on a loopback, private or reserved network'],
      ['https://[64:ff9b::7f00:1]/p/1', 'Must not be on a loopback, private or reserved network'],
      ['https://169.254.169.254/latest', 'Must not be on a loopback, private or reserved network'],
    ] as const
    for (const [url, message] of refusals) {
      const push = await ada.call('POST', '/v1/push/subscriptions', subscriptionAt(url))
      expect(push.statusCode, url).toBe(400)
      expect(errorOf(push)).toMatchObject({
        message: `endpoint: ${message}`,
        fieldErrors: { endpoint: message },
      })
      const webhook = await ada.call('PUT', '/v1/alerts/webhook', { url })
      expect(webhook.statusCode, url).toBe(400)
      expect(errorOf(webhook)).toMatchObject({
        message: `url: ${message}`,
        fieldErrors: { url: message },
      })
    }
    const list = await ada.call('GET', '/v1/push/subscriptions')
    expect(pushSubscriptionsSchema.parse(list.json()).data).toEqual([])
    const settings = await ada.call('GET', '/v1/alerts/webhook')
    expect(webhookSettingsSchema.parse(settings.json())).toEqual({ url: null })
  })

  it('sets, shows, rotates and removes each user’s webhook, showing the secret only on PUT and rotate', async () => {
    const t = await build(allowPrivate)
    const ada = await signedIn(t, 'ada@studio.test')
    const grace = await signedIn(t, 'grace@studio.test')
    const webhookOf = async (user: typeof ada) => {
      const res = await user.call('GET', '/v1/alerts/webhook')
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('private, no-store')
      return webhookSettingsSchema.strict().parse(res.json())
    }
    expect(await webhookOf(ada)).toEqual({ url: null })

    const first = await ada.call('PUT', '/v1/alerts/webhook', { url: 'http://127.0.0.1:9/hooks' })
    expect(first.statusCode).toBe(200)
    const issued = webhookSecretSchema.parse(first.json())
    expect(issued.url).toBe('http://127.0.0.1:9/hooks')
    expect(Buffer.from(issued.secret.slice('whsec_'.length), 'base64')).toHaveLength(32)
    expect(await webhookOf(ada)).toEqual({ url: 'http://127.0.0.1:9/hooks' })
    expect(await webhookOf(grace)).toEqual({ url: null })

    // A new URL keeps the secret, so the receiver keeps verifying.
    const moved = await ada.call('PUT', '/v1/alerts/webhook', { url: 'http://127.0.0.1:9/moved' })
    expect(webhookSecretSchema.parse(moved.json())).toEqual({
      url: 'http://127.0.0.1:9/moved',
      secret: issued.secret,
    })

    const rotated = await ada.call('POST', '/v1/alerts/webhook/rotate')
    expect(rotated.statusCode).toBe(200)
    const fresh = webhookSecretSchema.parse(rotated.json())
    expect(fresh.url).toBe('http://127.0.0.1:9/moved')
    expect(fresh.secret).not.toBe(issued.secret)
    const again = await ada.call('PUT', '/v1/alerts/webhook', { url: 'http://127.0.0.1:9/moved' })
    expect(webhookSecretSchema.parse(again.json()).secret).toBe(fresh.secret)

    // Grace has no webhook to rotate, and cannot remove Ada's.
    const graceRotate = await grace.call('POST', '/v1/alerts/webhook/rotate')
    expect(graceRotate.statusCode).toBe(404)
    expect((await grace.call('DELETE', '/v1/alerts/webhook')).statusCode).toBe(204)
    expect(await webhookOf(ada)).toEqual({ url: 'http://127.0.0.1:9/moved' })

    const invalid = await ada.call('PUT', '/v1/alerts/webhook', { url: 'not a url' })
    expect(invalid.statusCode).toBe(400)
    expect(Object.keys(errorOf(invalid).fieldErrors ?? {})).toEqual(['url'])

    expect((await ada.call('DELETE', '/v1/alerts/webhook')).statusCode).toBe(204)
    expect(await webhookOf(ada)).toEqual({ url: null })
    expect((await ada.call('POST', '/v1/alerts/webhook/rotate')).statusCode).toBe(404)

    // The secrets are sealed in the database and never logged.
    const rows = await t.database.db.selectFrom('alert_webhooks').selectAll().execute()
    const logs = JSON.stringify(t.logs())
    for (const secret of [issued.secret, fresh.secret]) {
      expect(logs).not.toContain(secret.slice('whsec_'.length))
      expect(JSON.stringify(rows)).not.toContain(secret.slice('whsec_'.length))
    }
  })
})
