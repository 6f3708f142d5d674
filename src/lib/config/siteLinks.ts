import { useQuery } from '@tanstack/react-query'
import { noContactEmails, type ContactEmails, type SocialLink } from '@/core/siteLinks'
import { clientConfigQuery } from './clientConfig'

export interface SiteLinks {
  emails: ContactEmails
  social: readonly SocialLink[]
}

const none: SiteLinks = { emails: noContactEmails, social: [] }

/**
 * The deployment's contact mailboxes and social profiles (SUPPORT_EMAIL, SOCIAL_LINKS, …, through
 * GET /v1/client-config). Until the configuration is read, and when it cannot be, none: an
 * address is shown only when the server names it.
 */
export function useSiteLinks(): SiteLinks {
  const { data } = useQuery(clientConfigQuery)
  return data === undefined ? none : { emails: data.contactEmails, social: data.socialLinks }
}
