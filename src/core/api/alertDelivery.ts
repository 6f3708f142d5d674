import { z } from 'zod'
import { alertChannels } from './alerts'
import { isPushAuthSecret, isPushPublicKey } from './pushKeys'

/*
 * How alerts reach their owner (issue 16, sections 1 and 3; docs/alerts.md, "Channels"): the
 * history of firings with each channel's delivery outcome, the test call, the browser's push
 * subscriptions, the user's webhook and the Telegram link. One schema serves the app and the
 * server. Times of firings are milliseconds like every time of the API; `t` is the point's time
 * in unix seconds, like a point of the metrics API.
 */

/**
 * A delivery's outcome on one channel. `pending`: not sent yet, or failed and waiting for its
 * next attempt; `delivered`; `failed`: refused for good (a 4xx, a blocked bot) or out of retries
 * (the outbox drops a delivery after `alertDeliveryGiveUpMs`); `skipped`: the channel is not set
 * up for the user (no push subscription, no Telegram link, no webhook URL).
 */
export const deliveryStatuses = ['pending', 'delivered', 'failed', 'skipped'] as const
export type DeliveryStatus = (typeof deliveryStatuses)[number]

/** How long the outbox keeps retrying a delivery before it is marked failed: 24 hours. */
export const alertDeliveryGiveUpMs = 24 * 60 * 60 * 1000

export const alertDeliverySchema = z.object({
  channel: z.enum(alertChannels),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int().nonnegative(),
  /** What the channel answered last, for the user ("410 Gone: subscription removed"). */
  detail: z.string().nullable(),
  /**
   * Milliseconds; null until delivered. A push still retried for some of the user's browsers has
   * it once it reached one.
   */
  deliveredAt: z.number().nullable(),
})
export type AlertDelivery = z.infer<typeof alertDeliverySchema>

export const alertFiringSchema = z.object({
  /** The firing's id, unique; a webhook's `webhook-id` and a push notification's data carry it. */
  id: z.string(),
  /** The evaluated point's time, unix seconds. */
  t: z.number(),
  /** The value that fired it: the watched value, or the percent change for percent conditions. */
  value: z.number(),
  /** When the server recorded the firing, milliseconds. */
  firedAt: z.number(),
  /** A firing sent by POST /v1/alerts/{uuid}/test rather than by the series. */
  test: z.boolean(),
  deliveries: z.array(alertDeliverySchema),
})
export type AlertFiringRecord = z.infer<typeof alertFiringSchema>

/** GET /v1/alerts/{uuid}/history: newest first, at most `alertHistoryLimit` firings. */
export const alertHistorySchema = z.object({ data: z.array(alertFiringSchema) })
export type AlertHistory = z.infer<typeof alertHistorySchema>
export const alertHistoryLimit = 100

/** POST /v1/alerts/{uuid}/test answers 202 with the test firing as recorded (deliveries pending). */
export const alertTestAnswerSchema = alertFiringSchema

/** POST /v1/push/subscriptions: what `PushSubscription.toJSON()` gives in the browser. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, base64url: 65 bytes, uncompressed, on the curve. */
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'Must be a base64url P-256 key')
      .refine(isPushPublicKey, 'Must be a point on the P-256 curve (65 bytes, uncompressed)'),
    /** The 16-byte auth secret, base64url. */
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'Must be a base64url auth secret')
      .refine(isPushAuthSecret, 'Must be a 16-byte auth secret'),
  }),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>

/** DELETE /v1/push/subscriptions: the subscription to forget, by its endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2048) })

/** GET /v1/push/subscriptions: how many devices of the account receive pushes. */
export const pushSubscriptionsSchema = z.object({
  data: z.array(z.object({ endpoint: z.string(), createdAt: z.number() })),
})

/** PUT /v1/alerts/webhook body. */
export const webhookInputSchema = z.object({ url: z.url({ protocol: /^https?$/ }).max(2048) })

/** GET /v1/alerts/webhook: the URL, never the secret (it is shown once). */
export const webhookSettingsSchema = z.object({ url: z.string().nullable() })

/** PUT /v1/alerts/webhook and POST /v1/alerts/webhook/rotate: the secret, shown this once. */
export const webhookSecretSchema = z.object({
  url: z.string(),
  /** Standard Webhooks form: `whsec_` + base64 of 32 random bytes. */
  secret: z.string().regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/),
})

/**
 * GET /v1/alerts/telegram (app.md section 7). `authorizeUrl` is `https://t.me/{bot}?start={token}`
 * with a fresh one-time token, null when Telegram is off on this server (`available` false).
 */
export const telegramInfoSchema = z.object({
  available: z.boolean(),
  authorizeUrl: z.string().nullable(),
  authorized: z.boolean(),
})
export type TelegramInfo = z.infer<typeof telegramInfoSchema>

/**
 * The JSON payload of an alert's Web Push message, which the service worker shows: `tag` is per
 * alert, so a burst of firings collapses into one notification; `url` is the app path the click
 * opens (alertChartHref). Kept small: push services take about 3 KB.
 */
export const alertPushPayloadSchema = z.object({
  type: z.literal('alert'),
  title: z.string(),
  body: z.string(),
  tag: z.string(),
  url: z.string().startsWith('/'),
  firingId: z.string(),
  alertUuid: z.string(),
  /** The point's time, unix seconds (the notification's timestamp). */
  t: z.number(),
  test: z.boolean(),
})
export type AlertPushPayload = z.infer<typeof alertPushPayloadSchema>

/**
 * POST /v1/alerts/webhook/test (settings' "Send test"): one signed test event sent to the saved
 * URL now, outside the outbox, answering what the receiver said. 409 without a webhook URL.
 */
export const webhookTestAnswerSchema = z.object({
  delivered: z.boolean(),
  /** The receiver's HTTP status; null when no answer came (timeout, refused address). */
  status: z.number().int().nullable(),
  detail: z.string().nullable(),
})
export type WebhookTestAnswer = z.infer<typeof webhookTestAnswerSchema>
