import path from 'node:path'
import type { Config } from '../config'
import { createFileMailer, type Mailer } from './mailer'
import { createSmtpMailer } from './smtpMailer'

type MailSettings = Pick<Config, 'dataDir' | 'mail'>

/** The mailer the configuration asks for: SMTP when SMTP_URL is set, else files in DATA_DIR. */
export function createConfiguredMailer(config: MailSettings, clock: () => number): Mailer {
  const { smtpUrl, from } = config.mail
  if (smtpUrl !== undefined) return createSmtpMailer({ url: smtpUrl, from })
  return createFileMailer(mailDir(config), clock)
}

/**
 * Where mail goes, fit for the start log: the SMTP server's scheme, host and port (never the
 * credentials or the query), or the directory of mail files.
 */
export function describeMailer(config: MailSettings): string {
  const { smtpUrl } = config.mail
  if (smtpUrl === undefined) return mailDir(config)
  const url = new URL(smtpUrl)
  return `${url.protocol}//${url.host}`
}

function mailDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'mail')
}
