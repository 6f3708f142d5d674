import { escapeHtml } from '../http/escapeHtml'
import type { MailMessage } from './mailer'

export const brandName = 'Onchain Studio'

/** The mail that activates an account; `link` carries the one-time token. */
export function verificationMail(to: string, firstName: string, link: string): MailMessage {
  const greeting = `Hello ${firstName},`
  const ask = `Please confirm your email address to activate your ${brandName} account:`
  const note = 'The link works once, for 24 hours. If you did not sign up, ignore this mail.'
  return {
    to,
    subject: `Verify your email for ${brandName}`,
    text: `${greeting}\n\n${ask}\n${link}\n\n${note}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(ask)}</p>` +
      `<p><a href="${escapeHtml(link)}">Verify my email</a></p><p>${escapeHtml(note)}</p>`,
    link,
  }
}
