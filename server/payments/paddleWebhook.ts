import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { handledEventTypes, paddleEnvelopeSchema, paddleEventSchema } from '@/core/api/payments'
import type { ProviderPriceIds } from '@/core/billingCatalog'
import type { Database } from '../db/schema'
import { badRequest, HttpError } from '../http/httpError'
import { parseJsonBody } from '../http/jsonBody'
import { createBillingRepository } from '../repositories/billingRepository'
import { createUsersRepository } from '../repositories/usersRepository'
import { createUserNotificationsRepository } from '../repositories/userNotificationsRepository'
import { applyPaddleEvent, type ApplyOutcome } from './applyPaddleEvent'
import { verifySignature } from './paddleSignature'

export interface WebhookOptions {
  db: Kysely<Database>
  /** The notification destination's secret; never logged. */
  secret: string
  toleranceSeconds: number
  /** The Paddle account's price ids (PADDLE_PRICE_IDS), read back as catalog prices. */
  priceIds: ProviderPriceIds
  clock: () => number
  log: FastifyBaseLogger
}

/** Verifies and applies one notification, given exactly the bytes that arrived. */
export type WebhookProcessor = (
  rawBody: Buffer,
  signature: string | undefined,
) => Promise<ApplyOutcome | 'unhandled'>

/**
 * The one path every payment event takes, the provider's and the sandbox checkout's alike:
 * signature over the raw bytes, then parsing, then the event and its effects in one database
 * transaction (see docs/security.md, "Webhooks").
 */
export function createWebhookProcessor(options: WebhookOptions): WebhookProcessor {
  const { db, clock, log } = options
  return async (rawBody, signature) => {
    const check = verifySignature(signature, rawBody, options.secret, {
      nowMs: clock(),
      toleranceSeconds: options.toleranceSeconds,
    })
    if (!check.ok) {
      log.warn({ reason: check.reason }, 'Webhook refused: bad signature')
      throw new HttpError(401, 'Invalid webhook signature')
    }
    const envelope = paddleEnvelopeSchema.safeParse(parseJson(rawBody))
    if (!envelope.success) throw badRequest('Not a webhook event')
    const event = paddleEventSchema.safeParse(envelope.data)
    if (!event.success) {
      // Types we do not act on are acknowledged, so the provider does not retry them.
      if (!isHandledType(envelope.data.event_type)) return 'unhandled'
      throw badRequest(`Malformed ${envelope.data.event_type} event`)
    }
    const outcome = await db.transaction().execute((trx) =>
      applyPaddleEvent(
        event.data,
        {
          billing: createBillingRepository(trx),
          users: createUsersRepository(trx, { clock }),
          notifications: createUserNotificationsRepository(trx, { clock }),
        },
        { now: clock(), priceIds: options.priceIds },
      ),
    )
    log.info(
      { eventId: event.data.event_id, eventType: event.data.event_type, outcome },
      'Webhook event',
    )
    return outcome
  }
}

function isHandledType(type: string): boolean {
  return (handledEventTypes as readonly string[]).includes(type)
}

function parseJson(raw: Buffer): unknown {
  try {
    return parseJsonBody(raw.toString('utf8'))
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw badRequest('The body is not JSON')
  }
}
