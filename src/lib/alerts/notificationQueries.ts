import { queryOptions } from '@tanstack/react-query'
import {
  pushSubscriptionsSchema,
  telegramInfoSchema,
  webhookSettingsSchema,
} from '@/core/api/alertDelivery'
import { requestJson } from '@/lib/api/client'

/*
 * How the user's alert channels are set up: read by /settings/notifications, which sets them up,
 * and by the alert dialog, which warns about a chosen channel that reaches nobody. The Telegram
 * answer carries a fresh one-time link token, so it is asked for on every visit and never written
 * to local storage (queryClient.ts).
 */

export const telegramInfoQuery = queryOptions({
  queryKey: ['alert-telegram'],
  queryFn: async () => telegramInfoSchema.parse(await requestJson('/v1/alerts/telegram')),
  staleTime: 0,
})

export const webhookSettingsQuery = queryOptions({
  queryKey: ['alert-webhook'],
  queryFn: async () => webhookSettingsSchema.parse(await requestJson('/v1/alerts/webhook')),
})

/** GET /v1/push/subscriptions: the account's devices that receive pushes. */
export const pushSubscriptionsQuery = queryOptions({
  queryKey: ['push-subscriptions'],
  queryFn: async () =>
    pushSubscriptionsSchema.parse(await requestJson('/v1/push/subscriptions')).data,
  staleTime: 0,
})
