import { queryOptions } from '@tanstack/react-query'
import { telegramInfoSchema, webhookSettingsSchema } from '@/core/api/alertDelivery'
import { requestJson } from '@/lib/api/client'

/*
 * Queries of /settings/notifications. The Telegram answer carries a fresh one-time link token,
 * so it is asked for on every visit and never written to local storage (queryClient.ts).
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
