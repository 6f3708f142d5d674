import { describeNotice, type AlertNotice } from '@/core/alerts/alertNotice'
import { escapeHtml } from '../../http/escapeHtml'
import type { MailMessage } from '../../mail/mailer'
import { brandName } from '../../mail/verificationMail'

/**
 * An alert's mail: the notice's title as the subject, its text, the chart link, and a link that
 * stops this alert's mails, also as RFC 8058 one-click headers (mail clients show an
 * "Unsubscribe" button that POSTs to it).
 */
export function alertMail(
  to: string,
  notice: AlertNotice,
  chartUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  const { title, body } = describeNotice(notice)
  const open = 'Open the chart:'
  const stop = `You receive this because the alert "${notice.alert.name}" sends email. Stop emails for this alert:`
  return {
    to,
    subject: `${title} · ${brandName}`,
    text: `${body}\n\n${open}\n${chartUrl}\n\n${stop}\n${unsubscribeUrl}\n`,
    html:
      `<p><strong>${escapeHtml(title)}</strong></p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(chartUrl)}">Open the chart</a></p>` +
      `<p style="color:#666;font-size:12px">${escapeHtml(stop)} ` +
      `<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
    link: chartUrl,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
