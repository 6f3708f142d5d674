import { Link } from '@tanstack/react-router'
import type { ContactTopic } from '@/core/api/contactForm'
import type { ContactMailbox } from '@/core/siteLinks'
import { useSiteLinks } from '@/lib/config/siteLinks'

export interface MailLinkProps {
  mailbox: ContactMailbox
  /** What the link reads when the deployment names no address: it opens the contact form. */
  fallback?: string
}

const defaultFallback: Readonly<Record<ContactMailbox, string>> = {
  support: 'us with the contact form',
  sales: 'us with the Contact Sales form',
  privacy: 'us with the contact form',
  security: 'us with the contact form',
  press: 'us with the contact form',
}

const topicOf: Readonly<Record<ContactMailbox, ContactTopic | undefined>> = {
  support: 'support',
  sales: undefined,
  privacy: 'privacy',
  security: 'security',
  press: 'press',
}

/**
 * A mailbox of the deployment (SUPPORT_EMAIL, …), shown as its address so it can be copied as
 * well as clicked; when none is configured, the contact form on that topic (sales: the Contact
 * Sales form) instead. Sentences read "write to X" either way.
 */
export function MailLink({ mailbox, fallback = defaultFallback[mailbox] }: MailLinkProps) {
  const address = useSiteLinks().emails[mailbox]
  if (address !== null) return <a href={`mailto:${address}`}>{address}</a>
  const topic = topicOf[mailbox]
  if (topic === undefined) {
    return (
      <Link to="." search={(previous) => ({ ...previous, modal: 'contactSalesForm' })}>
        {fallback}
      </Link>
    )
  }
  return (
    <Link to="/contact" search={{ topic }} hash="write-to-us">
      {fallback}
    </Link>
  )
}
