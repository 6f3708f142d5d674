import type { TelegramInfo } from '@/core/api/alertDelivery'
import type { AlertChannel } from '@/core/api/alerts'
import type { PushDeviceState } from '@/lib/push/pushDevice'

/*
 * Whether each alert channel reaches the user (docs/alerts.md, "The Alerts page"): what a new
 * alert starts with, and what the dialog warns about when a chosen channel reaches nobody. Each
 * fact is undefined while it loads (or could not be read): then nothing is claimed about it.
 */

export interface ChannelFacts {
  /** This browser's push state. */
  pushDevice: PushDeviceState | undefined
  /** The server's VAPID key; null when the server has no push. */
  vapidPublicKey: string | null | undefined
  /** How many devices of the account receive pushes. */
  pushDevices: number | undefined
  telegram: TelegramInfo | undefined
  emailVerified: boolean | undefined
  /** The account's webhook URL; null when none is set. */
  webhookUrl: string | null | undefined
}

export interface ChannelStatus {
  /** It reaches the user; undefined while unknown. */
  ready: boolean | undefined
  /** Why it reaches nobody, when chosen. */
  warning?: string
  /** What a ready channel does not do, when chosen (push reaching other devices only). */
  note?: string
}

const settings = 'in Notification settings'

function pushStatus(facts: ChannelFacts): ChannelStatus {
  const { pushDevice: device, pushDevices } = facts
  if (facts.vapidPublicKey === null) {
    return { ready: false, warning: 'Push notifications are not available on this server.' }
  }
  if (pushDevices === undefined || device === undefined) return { ready: undefined }
  const here = device.endpoint !== null
  if (pushDevices > 0) {
    if (here) return { ready: true }
    const others = pushDevices === 1 ? 'your other device' : `your ${pushDevices} other devices`
    return { ready: true, note: `Push reaches ${others}, not this one.` }
  }
  const why =
    device.availability === 'unsupported'
      ? 'this browser cannot receive push notifications (on iPhone and iPad, add the app to the Home Screen first)'
      : device.permission === 'denied'
        ? 'notifications are blocked for this site in the browser’s site settings'
        : `turn push on for this device ${settings}`
  return { ready: false, warning: `Push reaches none of your devices: ${why}.` }
}

function telegramStatus(info: TelegramInfo | undefined): ChannelStatus {
  if (info === undefined) return { ready: undefined }
  if (!info.available) {
    return { ready: false, warning: 'Telegram alerts are not available on this server.' }
  }
  if (!info.authorized) {
    return { ready: false, warning: `Telegram is not connected: connect it ${settings}.` }
  }
  return { ready: true }
}

export function channelStatuses(facts: ChannelFacts): Record<AlertChannel, ChannelStatus> {
  return {
    push: pushStatus(facts),
    telegram: telegramStatus(facts.telegram),
    email:
      facts.emailVerified === undefined
        ? { ready: undefined }
        : facts.emailVerified
          ? { ready: true }
          : {
              ready: false,
              warning: 'Your email address is not verified: alert emails are not sent until it is.',
            },
    webhook:
      facts.webhookUrl === undefined
        ? { ready: undefined }
        : facts.webhookUrl === null
          ? { ready: false, warning: `No webhook URL is set: add one ${settings}.` }
          : { ready: true },
  }
}

/**
 * What a new alert is told by: the channels that reach the user (push on some device, a
 * connected Telegram chat, a verified email). A webhook, an integration, is chosen per alert.
 */
export function defaultChannels(statuses: Record<AlertChannel, ChannelStatus>): AlertChannel[] {
  return (['push', 'telegram', 'email'] as const).filter((c) => statuses[c].ready === true)
}
