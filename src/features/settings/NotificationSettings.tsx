import { useQuery } from '@tanstack/react-query'
import { clientConfigQuery } from '@/lib/config/clientConfig'
import { PushCard } from './PushCard'
import { TelegramCard } from './TelegramCard'
import { WebhookCard } from './WebhookCard'

/**
 * /settings/notifications: where alerts reach the user besides the open app (docs/alerts.md,
 * "Notification settings"). Each alert picks its channels; these set the channels up.
 */
export function NotificationSettings() {
  const config = useQuery(clientConfigQuery)
  // A failed config read means no push here, not an endless skeleton.
  const vapidPublicKey = config.isError ? null : config.data?.vapidPublicKey
  return (
    <>
      <PushCard vapidPublicKey={vapidPublicKey} />
      <TelegramCard />
      <WebhookCard />
    </>
  )
}
