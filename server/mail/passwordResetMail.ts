import { escapeHtml } from '../http/escapeHtml'
import type { MailMessage } from './mailer'
import { brandName } from './verificationMail'

/** The mail that lets a user choose a new password; `link` carries the one-time token. */
export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  const greeting = `Hello ${firstName},`
  const ask = `Someone asked to reset the password of your ${brandName} account. To choose a new one:`
  const note = 'The link works once, for 1 hour. If you did not ask for it, ignore this mail.'
  return {
    to,
    subject: `Reset your ${brandName} password`,
    text: `${greeting}\n\n${ask}\n${link}\n\n${note}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(ask)}</p>` +
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>${escapeHtml(note)}</p>`,
    link,
  }
}
