import { alertPushPayloadSchema } from '../src/core/api/alertDelivery'

/*
 * The service worker's part of alert pushes (docs/alerts.md, "Web Push"): what a push shows and
 * where a click on it goes. Plain functions over the few worker APIs they use, so tests drive
 * them with fakes; sw.ts wires them to the `push` and `notificationclick` events.
 */

export const alertIcon = '/icons/icon-192.png'
/** Where a push we cannot read sends the user: the list of their alerts. */
const fallbackUrl = '/alerts'

/** NotificationOptions with the fields TypeScript's lib no longer lists but Chromium honours. */
export interface AlertNotificationOptions extends NotificationOptions {
  renotify?: boolean
  timestamp?: number
}

export interface AlertNotificationData {
  /** An app path (same origin): where a click opens the app. */
  url: string
  firingId: string | null
}

export interface AlertNotification {
  title: string
  options: AlertNotificationOptions & { data: AlertNotificationData }
}

/**
 * The notification for a push payload (alertPushPayloadSchema). A payload that is missing or
 * unreadable still shows something generic: Chromium warns the user about (and may revoke) a
 * push permission whose pushes show no notification.
 */
export function alertNotification(payload: { json(): unknown } | null): AlertNotification {
  const parsed = alertPushPayloadSchema.safeParse(readJson(payload))
  if (!parsed.success) {
    return {
      title: 'Onchain Studio',
      options: {
        body: 'An alert fired. Open your alerts to see it.',
        icon: alertIcon,
        tag: 'alert',
        data: { url: fallbackUrl, firingId: null },
      },
    }
  }
  const push = parsed.data
  return {
    title: push.title,
    options: {
      body: push.body,
      icon: alertIcon,
      // One tag per alert: a burst of firings replaces one notification instead of piling up,
      // and `renotify` still alerts the user for each.
      tag: push.tag,
      renotify: true,
      timestamp: push.t * 1000,
      data: { url: push.url, firingId: push.firingId },
    },
  }
}

function readJson(payload: { json(): unknown } | null): unknown {
  try {
    return payload?.json()
  } catch {
    return undefined
  }
}

/** The app path a clicked notification opens; only same-origin paths, else the alerts list. */
export function notificationTarget(data: unknown, origin: string): string {
  const url = (data as Partial<AlertNotificationData> | null)?.url
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return fallbackUrl
  const resolved = new URL(url, origin)
  return resolved.origin === origin ? `${resolved.pathname}${resolved.search}` : fallbackUrl
}

export interface WindowLike {
  url: string
  focus(): Promise<unknown>
  navigate(url: string): Promise<unknown>
}

export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly unknown[]>
  openWindow(url: string): Promise<unknown>
}

/**
 * Brings the app to the notification's page: an open window of the app is focused and navigated
 * there (the one the user looked at last comes first in matchAll's order); without one, a new
 * window opens. Must run inside the click's waitUntil, where the worker may focus windows.
 */
export async function openAppAt(clients: ClientsLike, origin: string, path: string) {
  const windows = (await clients.matchAll({
    type: 'window',
    includeUncontrolled: true,
  })) as readonly WindowLike[]
  const app = windows.find((client) => new URL(client.url).origin === origin)
  const absolute = new URL(path, origin).href
  if (app === undefined) {
    await clients.openWindow(absolute)
    return
  }
  await app.focus()
  // navigate() works only for a window this worker controls; otherwise open the page anew.
  await app.navigate(absolute).catch(() => clients.openWindow(absolute))
}
