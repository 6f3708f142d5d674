import { z } from 'zod'

/*
 * The addresses outside the app that a deployment names: its contact mailboxes and its social
 * profiles. They come from the server's configuration (README, "Configuration") through
 * GET /v1/client-config; what is not configured is not shown.
 */

/** The mailboxes a deployment may name, each for one kind of request. */
export const contactMailboxes = ['support', 'sales', 'privacy', 'security', 'press'] as const
export type ContactMailbox = (typeof contactMailboxes)[number]

// One address, no display name, no line breaks (it may become a Reply-To or a mailto: link).
const mailAddressPattern = /^[^\s@<>()",;:\\[\]]+@[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?\.[a-z]{2,}$/i

export function isMailAddress(value: string): boolean {
  return value.length <= 254 && mailAddressPattern.test(value)
}

const mailAddressSchema = z.string().refine(isMailAddress, 'must be an email address')

export const contactEmailsSchema = z.object({
  support: mailAddressSchema.nullable().default(null),
  sales: mailAddressSchema.nullable().default(null),
  privacy: mailAddressSchema.nullable().default(null),
  security: mailAddressSchema.nullable().default(null),
  press: mailAddressSchema.nullable().default(null),
})
export type ContactEmails = z.infer<typeof contactEmailsSchema>

export const noContactEmails: ContactEmails = {
  support: null,
  sales: null,
  privacy: null,
  security: null,
  press: null,
}

/** A social profile: an https address and the name shown for it. */
export const socialLinkSchema = z.object({
  label: z.string().min(1).max(40),
  url: z.url({ protocol: /^https$/ }),
})
export type SocialLink = z.infer<typeof socialLinkSchema>

/** Names of the networks people link to most, by host (a leading www. aside). */
const networkNames: Readonly<Record<string, string>> = {
  'x.com': 'X',
  'twitter.com': 'X',
  'linkedin.com': 'LinkedIn',
  't.me': 'Telegram',
  'youtube.com': 'YouTube',
  'github.com': 'GitHub',
  'discord.gg': 'Discord',
  'discord.com': 'Discord',
  'reddit.com': 'Reddit',
  'instagram.com': 'Instagram',
  'facebook.com': 'Facebook',
  'bsky.app': 'Bluesky',
}

/** The name shown for a profile address: the network's, else its host. */
export function socialLabel(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '')
  return networkNames[host] ?? host
}

/**
 * A list of profiles as configured: comma-separated https addresses, each optionally preceded by
 * the name to show (`Mastodon=https://mastodon.social/@studio`). Throws with what is wrong.
 */
export function parseSocialLinks(value: string): SocialLink[] {
  const links: SocialLink[] = []
  for (const entry of value.split(',')) {
    const text = entry.trim()
    if (text === '') continue
    const named = /^([^=/:]{1,40})=(.+)$/.exec(text)
    const url = (named?.[2] ?? text).trim()
    if (!URL.canParse(url) || new URL(url).protocol !== 'https:') {
      throw new Error(`"${url}" is not an https address`)
    }
    links.push({ label: named?.[1]?.trim() ?? socialLabel(url), url })
  }
  return links
}
