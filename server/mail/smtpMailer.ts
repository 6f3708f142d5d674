import { createTransport } from 'nodemailer'
import { isLoopbackHostname } from '../http/loopback'
import type { Mailer } from './mailer'

export interface SmtpMailerOptions {
  /**
   * `smtp://user:password@host:port` (STARTTLS) or `smtps://…` (TLS from the first byte). It
   * holds the password: never log it. Query parameters are nodemailer's transport options,
   * e.g. `?requireTLS=false` or `?tls.servername=…`.
   */
  url: string
  /** The From header: an address or `Name <address>`. */
  from: string
}

/**
 * The real mailer: one SMTP connection per message. Account mails are rare, so a pool would
 * only hold idle connections open; without one there is nothing to close at shutdown.
 */
export function createSmtpMailer({ url, from }: SmtpMailerOptions): Mailer {
  const transport = createTransport(smtpTransportOptions(url), { from })
  const secrets = credentialForms(url)
  return {
    async send(message) {
      try {
        await transport.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.headers === undefined ? {} : { headers: { ...message.headers } }),
        })
      } catch (error) {
        throw deliveryError(error, secrets)
      }
    },
  }
}

/**
 * Transport options for `url`. Mails go out while a request waits, so a dead server fails it
 * within seconds rather than nodemailer's minutes. A password never crosses the network in
 * clear: with credentials, a server that is not this machine must offer STARTTLS (smtps:// is
 * encrypted anyway). Options in the URL's query win over these.
 */
export function smtpTransportOptions(url: string) {
  // Node's own error would carry the URL, password included, in its `input` property.
  const parsed = URL.canParse(url) ? new URL(url) : undefined
  if (parsed?.protocol !== 'smtp:' && parsed?.protocol !== 'smtps:') {
    throw new Error('The SMTP URL must be an smtp:// or smtps:// URL')
  }
  const hasCredentials = parsed.username !== '' || parsed.password !== ''
  return {
    url,
    requireTLS: hasCredentials && !isLoopbackHostname(parsed.hostname),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  }
}

/**
 * Every form in which the password could come back in a server's reply: as typed in the URL,
 * decoded, and base64-encoded as AUTH LOGIN and AUTH PLAIN send it.
 */
function credentialForms(url: string): string[] {
  const { username, password } = new URL(url)
  if (password === '') return []
  const user = safeDecode(username)
  const pass = safeDecode(password)
  const base64 = (value: string) => Buffer.from(value, 'utf8').toString('base64')
  const forms = [password, pass, base64(pass), base64(`\u0000${user}\u0000${pass}`)]
  // Longest first, so a form that contains another is replaced whole.
  return [...new Set(forms)].sort((a, b) => b.length - a.length)
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * A fresh error with the password taken out of the message. nodemailer's own error carries the
 * server's raw reply in extra properties, which the logger would print: only the message, the
 * code and the reply code are kept.
 */
function deliveryError(error: unknown, secrets: string[]): Error {
  const detail = error instanceof Error ? error.message : String(error)
  const message = secrets.reduce((text, secret) => text.split(secret).join('[redacted]'), detail)
  const result = new Error(`SMTP delivery failed: ${message}`) as Error & {
    code?: string
    responseCode?: number
  }
  if (error instanceof Error) {
    const { code, responseCode } = error as { code?: unknown; responseCode?: unknown }
    if (typeof code === 'string') result.code = code
    if (typeof responseCode === 'number') result.responseCode = responseCode
  }
  return result
}
