import { z } from 'zod'

/*
 * The user's notification list (app.md section 7, "user notification list read"): what happened
 * to the account that the user should know about, newest first.
 */

/** alert_disabled: the server turned an alert off (its workbench or formula was deleted). */
export const userNotificationKinds = ['plan_changed', 'password_changed', 'alert_disabled'] as const

export const userNotificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(userNotificationKinds),
  title: z.string(),
  body: z.string(),
  /** An app path to act on it (billing, pricing), or null. */
  link: z.string().nullable(),
  /** Milliseconds since the epoch. */
  createdAt: z.number(),
  read: z.boolean(),
})
export type UserNotification = z.infer<typeof userNotificationSchema>

/** GET /v1/user/notifications. */
export const userNotificationListSchema = z.object({
  data: z.array(userNotificationSchema),
  unread: z.number().int().nonnegative(),
})
export type UserNotificationList = z.infer<typeof userNotificationListSchema>
