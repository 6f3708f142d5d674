import { z } from 'zod'
import { choice, formMessages } from '../formFields'
import { globalSearchFields, lenient, searchObject } from '../searchParams'
import { isMailAddress, type ContactMailbox } from '../siteLinks'

/*
 * The contact form (`/contact`, POST /v1/forms/contact): support requests, feedback, privacy and
 * security reports and press enquiries, one schema for the browser and the server.
 */

export const contactTopics = ['support', 'feedback', 'privacy', 'security', 'press'] as const
export type ContactTopic = (typeof contactTopics)[number]

export const contactTopicLabels: Readonly<Record<ContactTopic, string>> = {
  support: 'Product support',
  feedback: 'Feedback and ideas',
  privacy: 'Privacy and data protection',
  security: 'Security report',
  press: 'Press and partnerships',
}

/** Which configured mailbox (src/core/siteLinks.ts) a message of each topic is sent on to. */
export const contactTopicMailbox: Readonly<Record<ContactTopic, ContactMailbox>> = {
  support: 'support',
  feedback: 'support',
  privacy: 'privacy',
  security: 'security',
  press: 'press',
}

export const contactMessageMaxLength = 5000

const m = formMessages
// A path on this origin: one slash, not two (nor a backslash browsers read as one).
const appPath = /^\/(?![/\\])/

/** The page a message is about, from the address's `referrer`, when it is a path of the app. */
export function contactPageOf(referrer: string | undefined): string | undefined {
  return referrer !== undefined && referrer.length <= 500 && appPath.test(referrer)
    ? referrer
    : undefined
}
const text = (max: number) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, m.tooLong)

export const contactMessageSchema = z
  .object({
    topic: choice(contactTopics),
    name: text(100),
    email: text(254).refine(isMailAddress, m.email),
    message: text(contactMessageMaxLength),
    /** The page the form was opened from, if any: a path of the app. */
    page: z.string().trim().max(500).regex(appPath, 'must be a path of the app').optional(),
  })
  .strict()
export type ContactMessage = z.output<typeof contactMessageSchema>
/** What the form sends (before trimming). */
export type ContactMessageRequest = z.input<typeof contactMessageSchema>

/** `/contact?topic=feedback` opens the form on that topic (Support, Give Feedback, …). */
export const contactSearchSchema = searchObject({
  ...globalSearchFields,
  topic: lenient(z.enum(contactTopics)),
})
export type ContactSearch = z.output<typeof contactSearchSchema>
