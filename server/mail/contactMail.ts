import { contactTopicLabels, type ContactMessage } from '@/core/api/contactForm'
import { escapeHtml } from '../http/escapeHtml'
import { brandName } from './verificationMail'
import type { MailMessage } from './mailer'

/**
 * A contact form message handed on to the deployment's mailbox for its topic; a reply goes to
 * the sender (whose address the form checked to be one plain address, no line breaks).
 */
export function contactMail(to: string, message: ContactMessage, appOrigin: string): MailMessage {
  const topic = contactTopicLabels[message.topic]
  const from = `${message.name} <${message.email}>`
  const page = message.page === undefined ? undefined : `${appOrigin}${message.page}`
  const facts = [`From: ${from}`, `Topic: ${topic}`, ...(page ? [`Page: ${page}`] : [])]
  return {
    to,
    subject: `[${brandName}] ${topic}: ${message.name}`,
    text: `${facts.join('\n')}\n\n${message.message}\n`,
    html:
      `<p>${facts.map(escapeHtml).join('<br>')}</p>` +
      `<p>${escapeHtml(message.message).replaceAll('\n', '<br>')}</p>`,
    headers: { 'Reply-To': message.email },
  }
}
