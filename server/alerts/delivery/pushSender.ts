import type { LookupFunction } from 'node:net'
import type { Kysely } from 'kysely'
import webpush from 'web-push'
import type { AlertPushPayload } from '@/core/api/alertDelivery'
import { describeNotice } from '@/core/alerts/alertNotice'
import type { Database } from '../../db/schema'
import type { OutboundGuard } from '../../http/outboundGuard'
import { postOutbound, retryAfterMs } from '../../http/outboundRequest'
import {
  createPushSubscriptionsRepository,
  type StoredPushSubscription,
} from '../../repositories/pushSubscriptionsRepository'
import type { AlertChannelSender, ChannelDelivery, DeliveryOutcome } from './alertChannel'
import type { VapidDetails } from './vapidKeys'

/** How long a push service keeps a message for an offline device: an alert is news for hours. */
export const pushTtlSeconds = 4 * 60 * 60
const defaultTimeoutMs = 10_000

export interface PushSenderOptions {
  db: Kysely<Database>
  vapid: VapidDetails
  guard: OutboundGuard
  /** Per push service call; 10 s by default. */
  timeoutMs?: number
  /** Tests: name resolution of their choosing. */
  lookup?: LookupFunction
}

/** What one device's push service answered. */
type DeviceResult =
  | { kind: 'delivered' }
  | { kind: 'gone'; detail: string }
  | { kind: 'retry'; detail: string; retryAfterMs?: number }
  | { kind: 'failed'; detail: string }

/**
 * Web Push (RFC 8030) of a firing to every browser its owner subscribed: the payload
 * (alertPushPayloadSchema) encrypted for each (aes128gcm, RFC 8291) and signed with the server's
 * VAPID key by web-push, then POSTed through the outbound guard. Urgency high, a TTL of hours,
 * and a Topic per alert, so a device that comes back online gets the newest firing of a burst
 * rather than all of them. A 404 or 410 means the browser dropped the subscription: it is
 * deleted. Delivered when any device accepted it; a retry only when none did, so a device that
 * accepted is never sent the same firing twice.
 */
export function createPushSender(options: PushSenderOptions): AlertChannelSender {
  const subscriptions = createPushSubscriptionsRepository(options.db)
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs

  const sendTo = async (
    subscription: StoredPushSubscription,
    payload: string,
    topic: string,
  ): Promise<DeviceResult> => {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: subscription.keys },
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

  return {
    channel: 'push',
    async deliver(delivery: ChannelDelivery): Promise<DeliveryOutcome> {
      const devices = await subscriptions.list(delivery.userUuid)
      if (devices.length === 0) return { status: 'skipped', detail: 'No device subscribed' }
      const payload = JSON.stringify(pushPayload(delivery))
      // A Topic is at most 32 base64url characters: the alert's uuid without its dashes.
      const topic = delivery.notice.alert.uuid.replace(/-/g, '').slice(0, 32)
      const results = await Promise.all(devices.map((device) => sendTo(device, payload, topic)))
      return outcomeOf(results)
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

function outcomeOf(results: readonly DeviceResult[]): DeliveryOutcome {
  const delivered = results.filter((result) => result.kind === 'delivered').length
  const others = results.filter((result) => result.kind !== 'delivered')
  const details = [...new Set(others.map((result) => ('detail' in result ? result.detail : '')))]
  if (delivered > 0) {
    const reached = `${delivered} ${delivered === 1 ? 'device' : 'devices'}`
    return {
      status: 'delivered',
      detail:
        others.length === 0 ? reached : `${reached}; not ${others.length}: ${details.join(', ')}`,
    }
  }
  const retries = others.filter((result) => result.kind === 'retry')
  if (retries.length > 0) {
    const waits = retries.flatMap((result) =>
      result.retryAfterMs === undefined ? [] : [result.retryAfterMs],
    )
    return {
      status: 'retry',
      detail: details.join(', '),
      ...(waits.length === 0 ? {} : { retryAfterMs: Math.max(...waits) }),
    }
  }
  return { status: 'failed', detail: details.join(', ') }
}
