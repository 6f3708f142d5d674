import { z } from 'zod'
import {
  contactMailboxes,
  isMailAddress,
  parseSocialLinks,
  type ContactEmails,
  type SocialLink,
} from '@/core/siteLinks'

/*
 * The deployment's addresses outside the app (src/core/siteLinks.ts): contact mailboxes and
 * social profiles. Unset, the app shows none of them and offers its contact form instead.
 */

export interface LinksConfig {
  emails: ContactEmails
  social: SocialLink[]
}

const optional = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const mailbox = (name: string) =>
  optional(
    z
      .string()
      .trim()
      .refine(isMailAddress, { error: `${name} must be an email address, e.g. help@example.com` }),
  )

/** SUPPORT_EMAIL, SALES_EMAIL, PRIVACY_EMAIL, SECURITY_EMAIL, PRESS_EMAIL and SOCIAL_LINKS. */
export const linkEnvSchema = {
  SUPPORT_EMAIL: mailbox('SUPPORT_EMAIL'),
  SALES_EMAIL: mailbox('SALES_EMAIL'),
  PRIVACY_EMAIL: mailbox('PRIVACY_EMAIL'),
  SECURITY_EMAIL: mailbox('SECURITY_EMAIL'),
  PRESS_EMAIL: mailbox('PRESS_EMAIL'),
  SOCIAL_LINKS: optional(z.string()).transform((value, ctx) => {
    if (value === undefined) return []
    try {
      return parseSocialLinks(value)
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: `SOCIAL_LINKS must be comma-separated https addresses, each optionally Name=https://…: ${(error as Error).message}`,
      })
      return z.NEVER
    }
  }),
}

type LinkVars = z.output<z.ZodObject<typeof linkEnvSchema>>

const variableOf = {
  support: 'SUPPORT_EMAIL',
  sales: 'SALES_EMAIL',
  privacy: 'PRIVACY_EMAIL',
  security: 'SECURITY_EMAIL',
  press: 'PRESS_EMAIL',
} as const satisfies Record<(typeof contactMailboxes)[number], keyof LinkVars>

export function linksConfig(vars: LinkVars): LinksConfig {
  const emails = Object.fromEntries(
    contactMailboxes.map((mailbox) => [mailbox, vars[variableOf[mailbox]] ?? null]),
  ) as ContactEmails
  return { emails, social: vars.SOCIAL_LINKS }
}
