import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import {
  createOneTimeTokensRepository,
  type OneTimeTokensRepository,
} from './oneTimeTokensRepository'

/** Tokens of verification mails; consuming one names the user whose email it verifies. */
export type EmailVerificationsRepository = OneTimeTokensRepository

export function createEmailVerificationsRepository(
  db: Kysely<Database>,
): EmailVerificationsRepository {
  return createOneTimeTokensRepository(db, 'email_verification_tokens')
}
