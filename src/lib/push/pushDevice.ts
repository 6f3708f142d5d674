import { pushSubscriptionInputSchema } from '@/core/api/alertDelivery'
import { requestJson } from '@/lib/api/client'

/*
 * Web Push on this device (docs/alerts.md, "Notification settings"): the browser's permission
 * and subscription, and the server's copy of it. Permission is asked for only when the user
 * turns push on, never on page load. In src/lib: the settings page turns push on and off, the
 * alert dialog reads whether this device receives it.
 */

export type PushAvailability =
  /** No Push API here (an old browser; iOS Safari outside an installed app). */
  | 'unsupported'
  /** The app's service worker is not running in this page (development build, private mode). */
  | 'no-service-worker'
  | 'ready'

export interface PushDeviceState {
  availability: PushAvailability
  permission: NotificationPermission
  /** This device's subscription endpoint, if it is subscribed. */
  endpoint: string | null
}

function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  )
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  // getRegistration, not `ready`: `ready` never settles where no worker was registered.
  const found = await navigator.serviceWorker.getRegistration()
  return found?.active ? found : undefined
}

export async function readPushDevice(): Promise<PushDeviceState> {
  if (!pushSupported())
    return { availability: 'unsupported', permission: 'default', endpoint: null }
  const permission = Notification.permission
  const worker = await registration()
  if (worker === undefined) return { availability: 'no-service-worker', permission, endpoint: null }
  const subscription = await worker.pushManager.getSubscription()
  return { availability: 'ready', permission, endpoint: subscription?.endpoint ?? null }
}

/** The VAPID key as the Push API takes it: base64url to bytes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (buffer === null) return false
  const other = new Uint8Array(buffer)
  return other.length === bytes.length && other.every((byte, i) => byte === bytes[i])
}

export type TurnOnResult =
  { outcome: 'subscribed'; endpoint: string } | { outcome: NotificationPermission }

/**
 * The browser's permission prompt. Call it in the click's own handler, before anything is
 * awaited: Firefox and Safari refuse a request that is not made while handling the user's input
 * (Firefox then only writes to the console, and the answer is "default").
 */
export function askNotificationPermission(): Promise<NotificationPermission> {
  try {
    return Notification.requestPermission()
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)))
  }
}

/**
 * Once the user allowed notifications (`asked`, from askNotificationPermission), subscribes
 * with the server's VAPID key and sends the subscription to the server. If the server refuses
 * it, the browser's subscription is dropped again so the switch does not claim a device the
 * server does not know.
 */
export async function turnPushOn(
  vapidPublicKey: string,
  asked: Promise<NotificationPermission>,
): Promise<TurnOnResult> {
  const permission = await asked
  if (permission !== 'granted') return { outcome: permission }
  const worker = await registration()
  if (worker === undefined) throw new Error('The app’s service worker is not active in this page')
  const key = applicationServerKey(vapidPublicKey)
  let subscription = await worker.pushManager.getSubscription()
  // A subscription made for another key (the server's VAPID keys changed) cannot be pushed to.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  })
  try {
    await requestJson('/v1/push/subscriptions', {
      method: 'POST',
      json: pushSubscriptionInputSchema.parse(subscription.toJSON()),
    })
  } catch (error) {
    await subscription.unsubscribe().catch(() => false)
    throw error
  }
  return { outcome: 'subscribed', endpoint: subscription.endpoint }
}

/**
 * Unsubscribes this device, then tells the server. The browser's side goes first: offline, the
 * server learns it at the next push (the push service answers 410 and it forgets the endpoint).
 */
export async function turnPushOff(): Promise<void> {
  const worker = await registration()
  const subscription = await worker?.pushManager.getSubscription()
  if (!subscription) return
  const { endpoint } = subscription
  await subscription.unsubscribe()
  await requestJson('/v1/push/subscriptions', { method: 'DELETE', json: { endpoint } })
}
