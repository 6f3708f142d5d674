import { PushCard } from './PushCard'
import { TelegramCard } from './TelegramCard'
import { WebhookCard } from './WebhookCard'

/**
 * /settings/notifications: where alerts reach the user besides the open app (docs/alerts.md,
 * "Notification settings"). Each alert picks its channels; these set the channels up.
 */
export function NotificationSettings() {
  return (
    <>
      <PushCard />
      <TelegramCard />
      <WebhookCard />
    </>
  )
}
