import type { LookupFunction } from 'node:net'
import type { Kysely } from 'kysely'
import { Webhook } from 'standardwebhooks'
import { describeNotice, type NoticeAlert } from '@/core/alerts/alertNotice'
import type { Database } from '../../db/schema'
import type { OutboundGuard } from '../../http/outboundGuard'
import { postOutbound, retryAfterMs } from '../../http/outboundRequest'
import { createAlertWebhooksRepository } from '../../repositories/alertWebhooksRepository'
import type { AlertChannelSender, ChannelDelivery, DeliveryOutcome } from './alertChannel'
import { unsealWebhookSecret } from './webhookSecret'

/** How long a receiver has to answer, from connecting to the status line. */
export const webhookTimeoutMs = 5_000

export interface WebhookSenderOptions {
  db: Kysely<Database>
  /** Opens the sealed webhook secrets (webhookSecret.ts). */
  sessionSecret: Buffer
  guard: OutboundGuard
  timeoutMs?: number
  /** The signature's timestamp; Date.now by default. */
  clock?: () => number
  /** Tests: name resolution of their choosing. */
  lookup?: LookupFunction
}

/** The JSON body of an alert webhook (docs/alerts.md, "Webhook"). */
export interface AlertWebhookBody {
  type: 'alert.fired'
  /** When the firing was recorded, ISO 8601. */
  timestamp: string
  data: {
    firingId: string
    alert: NoticeAlert
    value: number
    /** The evaluated point's time, unix seconds. */
    t: number
    /** Milliseconds. */
    firedAt: number
    test: boolean
    /** The chart the notice opens, absolute. */
    url: string
    /** The notice as every channel words it. */
    title: string
    body: string
  }
}

/**
 * POSTs a firing to its owner's webhook URL, signed as Standard Webhooks specifies
 * (`webhook-id` the firing's id, so a receiver can drop a retried duplicate; `webhook-timestamp`
 * of this attempt; `webhook-signature: v1,<base64 HMAC-SHA256>` by the standardwebhooks library).
 * Redirects are not followed (a 3xx fails); 2xx is delivered; 408, 429, 5xx, a timeout or a
 * connection error is retried (after Retry-After when given); another 4xx fails.
 */
export function createWebhookSender(options: WebhookSenderOptions): AlertChannelSender {
  const webhooks = createAlertWebhooksRepository(options.db)
  const clock = options.clock ?? Date.now
  const timeoutMs = options.timeoutMs ?? webhookTimeoutMs

  return {
    channel: 'webhook',
    async deliver(delivery: ChannelDelivery): Promise<DeliveryOutcome> {
      const webhook = await webhooks.get(delivery.userUuid)
      if (webhook === undefined) return { status: 'skipped', detail: 'No webhook URL' }
      const secret = unsealWebhookSecret(options.sessionSecret, webhook.sealedSecret)
      if (secret === undefined) {
        return { status: 'failed', detail: 'The webhook secret cannot be read: rotate it' }
      }
      const payload = JSON.stringify(webhookBody(delivery))
      const id = delivery.notice.firingId
      const now = clock()
      const result = await postOutbound(options.guard, {
        url: webhook.url,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'OnchainStudio-Webhooks/1',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(now / 1000)),
          'webhook-signature': new Webhook(secret).sign(id, new Date(now), payload),
        },
        body: payload,
        timeoutMs,
        ...(options.lookup === undefined ? {} : { lookup: options.lookup }),
      })
      if (result.kind === 'refused') return { status: 'failed', detail: result.detail }
      if (result.kind === 'timeout') {
        return { status: 'retry', detail: `No answer within ${timeoutMs / 1000} s` }
      }
      if (result.kind === 'error') return { status: 'retry', detail: result.detail }
      const { status } = result
      const detail = `HTTP ${status}`
      if (status >= 200 && status < 300) return { status: 'delivered', detail }
      if (status >= 300 && status < 400) {
        return { status: 'failed', detail: `${detail}: redirects are not followed` }
      }
      if (status === 408 || status === 429 || status >= 500) {
        const after = retryAfterMs(result.headers['retry-after'], clock())
        return { status: 'retry', detail, ...(after === undefined ? {} : { retryAfterMs: after }) }
      }
      return { status: 'failed', detail }
    },
  }
}

export function webhookBody({ notice, url }: ChannelDelivery): AlertWebhookBody {
  const { alert } = notice
  const { title, body } = describeNotice(notice)
  return {
    type: 'alert.fired',
    timestamp: new Date(notice.firedAt).toISOString(),
    data: {
      firingId: notice.firingId,
      // Only the notice's fields, in a fixed order: nothing else of the alert row leaks out.
      alert: {
        uuid: alert.uuid,
        name: alert.name,
        metricName: alert.metricName,
        path: alert.path,
        source: alert.source,
        asset: alert.asset,
        resolution: alert.resolution,
        condition: alert.condition,
        conditionValues: alert.conditionValues,
        conditionDuration: alert.conditionDuration,
      },
      value: notice.value,
      t: notice.t,
      firedAt: notice.firedAt,
      test: notice.test,
      url,
      title,
      body,
    },
  }
}
