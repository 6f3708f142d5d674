import { queryOptions } from '@tanstack/react-query'
import { userNotificationListSchema } from '@/core/api/notifications'
import { requestJson } from '@/lib/api/client'
import { offlineStaleTime } from '@/lib/query/offlineStaleTime'

/** GET /v1/user/notifications: what happened to the account, newest first. */
export const userNotificationsQuery = queryOptions({
  queryKey: ['user', 'notifications'],
  queryFn: async () =>
    userNotificationListSchema.parse(await requestJson('/v1/user/notifications')),
  staleTime: offlineStaleTime(60_000),
})

/** POST /v1/user/notifications/read: the user has seen the list. */
export function markNotificationsRead(): Promise<unknown> {
  return requestJson('/v1/user/notifications/read', { method: 'POST' })
}
