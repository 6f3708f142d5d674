import type { AlertChannel } from '@/core/api/alerts'
import type { AlertNotice } from '@/core/alerts/alertNotice'

/*
 * A way to tell a user about a firing (docs/alerts.md, "Channels"): push, Telegram, email or
 * webhook. The outbox (alerts/delivery/outbox*) calls `deliver` once per (firing, channel) row it
 * claims, and records the outcome: a channel never retries by itself, and never throws for a
 * failure it can describe.
 */

export interface ChannelDelivery {
  notice: AlertNotice
  /** The owner: whose subscriptions, Telegram chat, address or webhook to use. */
  userUuid: string
  /** Where the notice opens (alertChartHref), absolute on the app's origin. */
  url: string
  /** 1 on the first attempt. */
  attempt: number
}

export type DeliveryOutcome =
  /** Sent; `detail` says where ("2 devices", "HTTP 200"). */
  | { status: 'delivered'; detail?: string }
  /**
   * Try again later (a 5xx, a timeout, a 429); `retryAfterMs` when the service said when.
   * `reached` when part of it was delivered already (some of the user's browsers): if the retries
   * are given up, the delivery counts as delivered there ("1 device").
   */
  | { status: 'retry'; detail: string; retryAfterMs?: number; reached?: string }
  /** Refused for good (a 4xx, a blocked bot, a subscription gone): not retried. */
  | { status: 'failed'; detail: string }
  /** The channel is not set up for this user; nothing was sent. */
  | { status: 'skipped'; detail: string }

export interface AlertChannelSender {
  readonly channel: AlertChannel
  deliver(delivery: ChannelDelivery): Promise<DeliveryOutcome>
}
