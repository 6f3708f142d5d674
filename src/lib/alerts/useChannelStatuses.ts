import { useQuery } from '@tanstack/react-query'
import type { AlertChannel } from '@/core/api/alerts'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { clientConfigQuery } from '@/lib/config/clientConfig'
import { usePushDevice } from '@/lib/push/usePushDevice'
import { channelStatuses, type ChannelStatus } from './channelStatus'
import {
  pushSubscriptionsQuery,
  telegramInfoQuery,
  webhookSettingsQuery,
} from './notificationQueries'

export interface ChannelStatuses {
  statuses: Record<AlertChannel, ChannelStatus>
  /**
   * What a new alert's channels are chosen by (push, Telegram, email) is still being read: a
   * new alert saved now would go out with none of them.
   */
  loading: boolean
}

/** How each channel is set up for the signed-in user, read for the alert dialog. */
export function useChannelStatuses(): ChannelStatuses {
  const { user, status } = useCurrentUser()
  const config = useQuery(clientConfigQuery)
  const devices = useQuery(pushSubscriptionsQuery)
  const telegram = useQuery(telegramInfoQuery)
  const webhook = useQuery(webhookSettingsQuery)
  const pushDevice = usePushDevice()
  // isLoading, not isPending: a read paused offline is not waited for (the outbox saves later).
  const loading =
    status === 'initial' ||
    pushDevice === undefined ||
    config.isLoading ||
    devices.isLoading ||
    telegram.isLoading
  const statuses = channelStatuses({
    pushDevice,
    // A failed config read means no push here, as on the settings page.
    vapidPublicKey: config.isError ? null : config.data?.vapidPublicKey,
    pushDevices: devices.data?.length,
    telegram: telegram.data,
    emailVerified: user?.emailVerified,
    webhookUrl: webhook.data === undefined ? undefined : webhook.data.url,
  })
  return { statuses, loading }
}
