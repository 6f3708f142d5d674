import type { FastifyInstance } from 'fastify'
import { contactMessageSchema, contactTopicMailbox } from '@/core/api/contactForm'
import { demoFormFieldErrors } from '@/core/demoForm'
import type { RateLimit } from '@/core/metricAccess'
import type { ContactEmails } from '@/core/siteLinks'
import { addressSubject } from '../auth/clientAddress'
import { errorBody, tooManyRequests } from '../http/httpError'
import { assertSameOrigin } from '../http/originCheck'
import { contactMail } from '../mail/contactMail'
import type { Mailer } from '../mail/mailer'
import type { ContactMessagesRepository } from '../repositories/contactMessagesRepository'
import {
  counterKey,
  type RateLimitCountersRepository,
} from '../repositories/rateLimitCountersRepository'
import { contentRouteSchemas as schemas } from '../routeSchemas/contentSchemas'

/** A person writing a few messages is fine; a script filling the table gets 429. */
export const contactFormRateLimit: RateLimit = { requests: 5, windowSeconds: 600 }

export const invalidContactMessage = 'Please correct the highlighted fields'

export interface ContactFormRoutesOptions {
  messages: ContactMessagesRepository
  /** Counted in the database, so the limit holds across instances. */
  counters: RateLimitCountersRepository
  /** The deployment's mailboxes: a message is mailed on to its topic's, when configured. */
  mailboxes: ContactEmails
  mailer: Mailer
  appOrigin: string
  publicOrigin: string | undefined
  clock: () => number
}

/**
 * POST /v1/forms/contact: the contact form (docs/api.md, "Contact form"). Every message is stored;
 * when the deployment names a mailbox for its topic (SUPPORT_EMAIL for support and feedback,
 * PRIVACY_EMAIL, SECURITY_EMAIL, PRESS_EMAIL) it is also mailed there, after the answer.
 */
export async function contactFormRoutes(
  app: FastifyInstance,
  options: ContactFormRoutesOptions,
): Promise<void> {
  const { messages, counters, mailboxes, mailer, clock } = options
  const windowMs = contactFormRateLimit.windowSeconds * 1000

  app.post('/v1/forms/contact', { schema: schemas.contactForm }, async (request, reply) => {
    assertSameOrigin(request, options.publicOrigin)
    // Every attempt counts, invalid ones too, so probing the validator is limited as well.
    const now = clock()
    const hit = await counters.hit(
      counterKey('contactForm:address', addressSubject(request.ip)),
      windowMs,
      now,
    )
    if (hit.hits > contactFormRateLimit.requests)
      throw tooManyRequests((hit.windowEnd - now) / 1000)

    const parsed = contactMessageSchema.safeParse(request.body)
    if (!parsed.success) {
      const fieldErrors = demoFormFieldErrors(parsed.error)
      return reply.code(400).send({ ...errorBody(400, invalidContactMessage), fieldErrors })
    }
    const message = parsed.data
    const { id } = await messages.create(message)
    const to = mailboxes[contactTopicMailbox[message.topic]]
    if (to !== null) {
      // Stored already: a mail server that fails loses nothing, and the sender is not kept waiting.
      mailer.send(contactMail(to, message, options.appOrigin)).catch((err: unknown) => {
        request.log.error({ err, messageId: id }, 'A contact message could not be mailed on')
      })
    }
    return reply.code(201).send({ id })
  })
}
