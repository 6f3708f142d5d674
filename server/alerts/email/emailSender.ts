import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { Mailer } from '../../mail/mailer'
import { createUsersRepository } from '../../repositories/usersRepository'
import type { AlertChannelSender } from '../delivery/alertChannel'
import { alertMail } from './alertMail'
import { unsubscribeUrl } from './unsubscribeRoutes'
import { createUnsubscribeTokens } from './unsubscribeToken'

export interface EmailSenderOptions {
  db: Kysely<Database>
  /** The server's mailer (SMTP when configured, else files in DATA_DIR/mail/). */
  mailer: Mailer
  /** Keys the unsubscribe links (security/sessionSecret.ts). */
  sessionSecret: Buffer
  /** Where links point: appOrigin(config). */
  appOrigin: string
}

/**
 * The email channel (docs/alerts.md, "Email"): the notice to the account's address, once it is
 * verified (skipped before: an unverified address may be someone else's), with a link that
 * stops this alert's mails. SMTP's permanent refusals (5xx) fail; other errors retry.
 */
export function createEmailSender(options: EmailSenderOptions): AlertChannelSender {
  const users = createUsersRepository(options.db)
  const tokens = createUnsubscribeTokens(options.sessionSecret)
  return {
    channel: 'email',
    async deliver({ notice, userUuid, url }) {
      const user = await users.findByUuid(userUuid)
      if (user?.emailVerifiedAt == null) {
        return { status: 'skipped', detail: 'No verified email address' }
      }
      const unsubscribe = unsubscribeUrl(
        options.appOrigin,
        tokens.issue(notice.alert.uuid, userUuid),
      )
      try {
        await options.mailer.send(alertMail(user.email, notice, url, unsubscribe))
        return { status: 'delivered', detail: 'Email sent' }
      } catch (error) {
        const message = error instanceof Error ? error.message : 'Mail delivery failed'
        const code = (error as { responseCode?: unknown } | null)?.responseCode
        if (typeof code === 'number' && code >= 500 && code < 600) {
          return { status: 'failed', detail: message }
        }
        return { status: 'retry', detail: message }
      }
    },
  }
}
