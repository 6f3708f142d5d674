import { z } from 'zod'

/*
 * The Insights API's `POST /1/events` body (click, conversion and view events), at most 1000
 * events. Validated as Algolia does; unknown fields are allowed (clients add new ones).
 */

export const maxEventsPerRequest = 1000

const token = z
  .string()
  .min(1)
  .max(129)
  .regex(/^[A-Za-z0-9_=+/-]+$/, 'must be letters, digits and _ = + / -')

const insightsEventSchema = z
  .object({
    eventType: z.enum(['click', 'conversion', 'view']),
    eventName: z.string().min(1).max(64),
    index: z.string().min(1),
    userToken: token,
    authenticatedUserToken: token.optional(),
    timestamp: z.number().int().nonnegative().optional(),
    queryID: z
      .string()
      .regex(/^[0-9a-f]{32}$/, 'must be 32 hexadecimal characters')
      .optional(),
    objectIDs: z.array(z.string().min(1)).min(1).max(20).optional(),
    positions: z.array(z.number().int().positive()).max(20).optional(),
    filters: z.array(z.string()).max(10).optional(),
  })
  .loose()
  .superRefine((event, ctx) => {
    if (event.objectIDs === undefined && event.filters === undefined) {
      ctx.addIssue({ code: 'custom', message: 'needs objectIDs or filters' })
    }
    if (event.positions !== undefined && event.positions.length !== event.objectIDs?.length) {
      ctx.addIssue({ code: 'custom', message: 'positions must match objectIDs one for one' })
    }
    if (event.eventType === 'click' && event.queryID !== undefined && !event.positions) {
      ctx.addIssue({ code: 'custom', message: 'a click after a search needs positions' })
    }
  })

export const insightsEventsSchema = z.object({
  events: z.array(insightsEventSchema).min(1).max(maxEventsPerRequest),
})
export type InsightsEvent = z.infer<typeof insightsEventSchema>
