import { z } from 'zod'
import { alertConditionSchema, alertIntervalSchema } from '../alerts/alertRule'

/*
 * Messages of the pulse socket, `GET /v1/ws/pulses` (issue 16, "In the open app";
 * docs/alerts.md): server to client only, JSON, one message per frame. The app validates every
 * message with this schema and ignores what it does not know, so that later message types (live
 * prices) can be added to the same socket.
 */

/** The alert as a firing names it: enough for a toast and a link, nothing private. */
export const pulseAlertSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  metricName: z.string(),
  path: z.string().nullable(),
  asset: z.string().nullable(),
  resolution: alertIntervalSchema,
  condition: alertConditionSchema,
  conditionValues: z.array(z.number()),
  /** The percent conditions' window (describeCondition: "up 5% in 24h"); absent reads as null. */
  conditionDuration: alertIntervalSchema.nullish(),
})
export type PulseAlert = z.infer<typeof pulseAlertSchema>

export const alertPulseSchema = z.object({
  type: z.literal('alert'),
  alert: pulseAlertSchema,
  /** The value that fired it (the percent change for percent conditions). */
  value: z.number(),
  /** The point's time, unix seconds. */
  t: z.number(),
  /**
   * When the firing was recorded, milliseconds: the moment an open period's value was read
   * (the notice's time). Absent from older servers: then the point's time.
   */
  firedAt: z.number().optional(),
  /** The firing's id (history and push carry the same). */
  firingId: z.string(),
  test: z.boolean(),
  /** Where the app shows the firing: the chart with the threshold drawn. */
  url: z.string(),
})
export type AlertPulse = z.infer<typeof alertPulseSchema>

/**
 * The user's search records changed (a dashboard or saved chart of theirs was created, renamed,
 * re-tagged or deleted, on any device): the tab's offline copy of GET /v1/search/records is
 * asked for again (docs/search.md, "Offline search").
 */
export const searchRecordsPulseSchema = z.object({ type: z.literal('searchRecords') })
export type SearchRecordsPulse = z.infer<typeof searchRecordsPulseSchema>

export const pulseMessageSchema = z.discriminatedUnion('type', [
  alertPulseSchema,
  searchRecordsPulseSchema,
])
export type PulseMessage = z.infer<typeof pulseMessageSchema>
