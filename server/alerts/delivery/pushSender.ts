import type { LookupFunction } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import webpush from 'web-push'
import type { AlertPushPayload } from '@/core/api/alertDelivery'
import { describeNotice } from '@/core/alerts/alertNotice'
import { isPushAuthSecret, isPushPublicKey } from '@/core/api/pushKeys'
import type { Database } from '../../db/schema'
import type { OutboundGuard } from '../../http/outboundGuard'
import { postOutbound, retryAfterMs } from '../../http/outboundRequest'
import {
  createPushSubscriptionsRepository,
  type StoredPushSubscription,
} from '../../repositories/pushSubscriptionsRepository'
import { createPushSendsRepository } from '../../repositories/pushSendsRepository'
import type { AlertChannelSender, ChannelDelivery, DeliveryOutcome } from './alertChannel'
import { pushOutcome, settledPush, type DeviceResult } from './pushOutcome'
import type { VapidDetails } from './vapidKeys'

/** How long a push service keeps a message for an offline device: an alert is news for hours. */
export const pushTtlSeconds = 4 * 60 * 60
const defaultTimeoutMs = 10_000

export interface PushSenderOptions {
  db: Kysely<Database>
  vapid: VapidDetails
  guard: OutboundGuard
  log: FastifyBaseLogger
  /** When outcomes are recorded; the wall clock by default. */
  clock?: () => number
  /** Per push service call; 10 s by default. */
  timeoutMs?: number
  /** Tests: name resolution of their choosing. */
  lookup?: LookupFunction
}

/**
 * Web Push (RFC 8030) of a firing to every browser its owner subscribed: the payload
 * (alertPushPayloadSchema) encrypted for each (aes128gcm, RFC 8291) and signed with the server's
 * VAPID key by web-push, then POSTed through the outbound guard. Urgency high, a TTL of hours,
 * and a Topic per alert, so a device that comes back online gets the newest firing of a burst
 * rather than all of them. Each subscription has its own outcome of the firing
 * (pushSendsRepository.ts): one reached or refused for good is recorded and never sent the
 * firing again, so when another asks to try later (a 5xx, a 429, a timeout) the retry goes to
 * that one only. A 404 or 410 means the browser dropped the subscription, and keys no push can
 * be encrypted for (saved before they were checked) cannot be used: either is deleted.
 */
export function createPushSender(options: PushSenderOptions): AlertChannelSender {
  const subscriptions = createPushSubscriptionsRepository(options.db)
  const sends = createPushSendsRepository(options.db)
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs
  const clock = options.clock ?? Date.now

  const post = async (
    subscription: StoredPushSubscription,
    payload: string,
    topic: string,
  ): Promise<DeviceResult> => {
    const { keys } = subscription
    if (!isPushPublicKey(keys.p256dh) || !isPushAuthSecret(keys.auth)) {
      // Permanent: the same keys fail every time. Whoever removes the row says so, once.
      const removed = await subscriptions.remove(subscription.userUuid, subscription.endpoint)
      if (removed) {
        options.log.warn(
          { userUuid: subscription.userUuid, pushService: new URL(subscription.endpoint).host },
          'Removed a push subscription whose keys no push can be encrypted for',
        )
      }
      return { kind: 'gone', detail: 'Unusable keys: subscription removed' }
    }
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys },
      payload,
      {
        vapidDetails: options.vapid,
        TTL: pushTtlSeconds,
        urgency: 'high',
        topic,
        contentEncoding: 'aes128gcm',
      },
    )
    const headers = Object.fromEntries(
      Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
    )
    const result = await postOutbound(options.guard, {
      url: subscription.endpoint,
      headers,
      body: details.body,
      timeoutMs,
      ...(options.lookup === undefined ? {} : { lookup: options.lookup }),
    })
    if (result.kind === 'refused') return { kind: 'failed', detail: result.detail }
    if (result.kind === 'timeout') return { kind: 'retry', detail: 'The push service timed out' }
    if (result.kind === 'error') return { kind: 'retry', detail: result.detail }
    const { status } = result
    if (status >= 200 && status < 300) return { kind: 'delivered' }
    if (status === 404 || status === 410) {
      await subscriptions.remove(subscription.userUuid, subscription.endpoint)
      return { kind: 'gone', detail: `HTTP ${status}: subscription removed` }
    }
    if (status === 429 || status >= 500) {
      const after = retryAfterMs(result.headers['retry-after'])
      return {
        kind: 'retry',
        detail: `HTTP ${status}`,
        ...(after === undefined ? {} : { retryAfterMs: after }),
      }
    }
    return { kind: 'failed', detail: `HTTP ${status}` }
  }

  /** One subscription's push, its outcome recorded as soon as it is settled. */
  const sendTo = async (
    firingId: string,
    subscription: StoredPushSubscription,
    payload: string,
    topic: string,
  ): Promise<DeviceResult> => {
    let result: DeviceResult
    try {
      result = await post(subscription, payload, topic)
    } catch (error) {
      // Not the subscription's fault (its keys were checked): this one is tried again later.
      options.log.error({ err: error }, 'A push could not be prepared')
      result = { kind: 'retry', detail: 'The push could not be prepared' }
    }
    const settled = settledPush(result)
    if (settled !== undefined) await sends.record(firingId, subscription.endpoint, settled, clock())
    return result
  }

  return {
    channel: 'push',
    async deliver(delivery: ChannelDelivery): Promise<DeliveryOutcome> {
      const { firingId } = delivery.notice
      const [devices, earlier] = await Promise.all([
        subscriptions.list(delivery.userUuid),
        sends.settledOf(firingId),
      ])
      const due = devices.filter((device) => !earlier.has(device.endpoint))
      const payload = JSON.stringify(pushPayload(delivery))
      // A Topic is at most 32 base64url characters: the alert's uuid without its dashes.
      const topic = delivery.notice.alert.uuid.replace(/-/g, '').slice(0, 32)
      const results = await Promise.all(
        due.map((device) => sendTo(firingId, device, payload, topic)),
      )
      return pushOutcome(earlier, results)
    },
  }
}

/** What the service worker receives (docs/alerts.md, "Web Push"). */
export function pushPayload({ notice, url }: ChannelDelivery): AlertPushPayload {
  const { title, body } = describeNotice(notice)
  const link = new URL(url)
  return {
    type: 'alert',
    title,
    body,
    tag: `alert-${notice.alert.uuid}`,
    url: `${link.pathname}${link.search}${link.hash}`,
    firingId: notice.firingId,
    alertUuid: notice.alert.uuid,
    t: notice.t,
    test: notice.test,
  }
}
