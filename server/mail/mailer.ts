import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { randomBytes } from 'node:crypto'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** The link the mail is about (e.g. email verification), for readers of the mail files. */
  link?: string
  /**
   * Extra headers, e.g. an alert mail's `List-Unsubscribe` and `List-Unsubscribe-Post`
   * (RFC 8058 one-click unsubscribe). Names and values must hold no line breaks.
   */
  headers?: Readonly<Record<string, string>>
}

/** Sends mail. The embedded default writes files; an SMTP mailer can take its place later. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}

/**
 * The embedded mailer: each message becomes a JSON file in `dir` (`<DATA_DIR>/mail/`), named by
 * time so a directory listing reads as an outbox. Nothing leaves the machine, so a local install
 * needs no mail server: open the newest file and follow its link.
 */
export function createFileMailer(dir: string, clock: () => number = Date.now): Mailer {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true })
      const stamp = new Date(clock()).toISOString().replace(/[:.]/g, '-')
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.json`)
      const body = { sentAt: new Date(clock()).toISOString(), ...message }
      // Owner-only: the files hold live verification links.
      await writeFile(file, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 })
    },
  }
}
