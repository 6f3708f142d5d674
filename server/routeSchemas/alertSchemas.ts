import { z } from 'zod'
import {
  alertHistorySchema,
  alertTestAnswerSchema,
  pushSubscriptionInputSchema,
  pushSubscriptionsSchema,
  pushUnsubscribeSchema,
  telegramInfoSchema,
  webhookInputSchema,
  webhookSecretSchema,
  webhookSettingsSchema,
  webhookTestAnswerSchema,
} from '@/core/api/alertDelivery'
import {
  alertInputSchema,
  alertListSchema,
  alertSchema,
  formulaSeriesQuerySchema,
  formulaSeriesSchema,
} from '@/core/api/alerts'
import {
  errors,
  htmlPage,
  idParams,
  idempotencyHeaders,
  ifMatchHeaders,
  ifNoneMatchHeaders,
  noBody,
} from '../openapi/responses'

/** Alerts and their channels (docs/api.md, "Alerts", "Push subscriptions", "Alert webhook"). */
export const alertRouteSchemas = {
  list: { summary: "The user's alerts", response: { 200: alertListSchema, ...errors(401) } },
  read: {
    summary: 'One of the user’s alerts',
    params: idParams,
    headers: ifNoneMatchHeaders,
    response: { 200: alertSchema, 304: noBody, ...errors(401, 404) },
  },
  create: {
    summary: 'Create an alert',
    headers: idempotencyHeaders,
    body: alertInputSchema,
    response: { 201: alertSchema, ...errors(400, 401, 403, 409) },
  },
  update: {
    summary: 'Replace an alert',
    params: idParams,
    headers: ifMatchHeaders,
    body: alertInputSchema,
    response: { 200: alertSchema, ...errors(400, 401, 403, 404, 412, 428) },
  },
  remove: {
    summary: 'Delete an alert',
    params: idParams,
    headers: ifMatchHeaders,
    response: { 204: noBody, ...errors(401, 404, 412, 428) },
  },
  history: {
    summary: "An alert's latest firings and their deliveries",
    params: idParams,
    response: { 200: alertHistorySchema, ...errors(401, 404) },
  },
  formulaSeries: {
    summary: 'A formula of a saved workbench as a formula alert on it reads it (the preview)',
    querystring: formulaSeriesQuerySchema,
    response: { 200: formulaSeriesSchema, ...errors(400, 401, 403, 429) },
  },
  test: {
    summary: "Send a test notification through the alert's channels",
    params: idParams,
    response: { 202: alertTestAnswerSchema, ...errors(400, 401, 404, 409, 429) },
  },
}

const pushSubscriptionSchema = pushSubscriptionsSchema.shape.data.element

export const alertChannelRouteSchemas = {
  pushList: {
    summary: 'The browsers receiving the user’s alert pushes',
    response: { 200: pushSubscriptionsSchema, ...errors(401) },
  },
  pushSubscribe: {
    summary: 'Add this browser (what PushSubscription.toJSON() gives)',
    body: pushSubscriptionInputSchema,
    response: {
      200: pushSubscriptionSchema,
      201: pushSubscriptionSchema,
      ...errors(400, 401),
    },
  },
  pushUnsubscribe: {
    summary: 'Forget a browser by its endpoint',
    body: pushUnsubscribeSchema,
    response: { 204: noBody, ...errors(400, 401) },
  },
  webhook: {
    summary: 'The user’s alert webhook URL, if any',
    response: { 200: webhookSettingsSchema, ...errors(401) },
  },
  setWebhook: {
    summary: 'Set the webhook URL; answers the signing secret',
    body: webhookInputSchema,
    response: { 200: webhookSecretSchema, ...errors(400, 401) },
  },
  rotateWebhook: {
    summary: 'Replace the webhook’s signing secret',
    response: { 200: webhookSecretSchema, ...errors(401, 404) },
  },
  removeWebhook: {
    summary: 'Remove the webhook',
    response: { 204: noBody, ...errors(401) },
  },
  testWebhook: {
    summary: 'Send one signed test event to the webhook now',
    response: { 200: webhookTestAnswerSchema, ...errors(401, 409, 429) },
  },
  telegram: {
    summary: 'Whether Telegram alerts are available and linked',
    response: { 200: telegramInfoSchema, ...errors(401) },
  },
  resetTelegram: {
    summary: 'Unlink the Telegram chat',
    response: { 200: telegramInfoSchema, ...errors(401) },
  },
  telegramWebhook: {
    summary: "Telegram's updates to the bot (with the webhook's secret token)",
    headers: z.object({ 'x-telegram-bot-api-secret-token': z.string() }),
    body: z.looseObject({ update_id: z.number() }),
    // grammY answers through the reply with statuses of its own choosing.
    response: { 200: z.unknown(), ...errors(400, 401, 500) } as Record<number, z.ZodType>,
  },
  unsubscribePage: {
    summary: "An alert mail's unsubscribe link: a page asking to confirm",
    querystring: z.object({ token: z.string() }),
    response: { 200: htmlPage('The confirmation page'), 400: htmlPage('An invalid link') },
  },
  unsubscribe: {
    summary: 'Stop the alert’s emails (one-click, RFC 8058)',
    querystring: z.object({ token: z.string() }),
    response: { 200: htmlPage('Done'), 400: htmlPage('An invalid link') },
  },
}
