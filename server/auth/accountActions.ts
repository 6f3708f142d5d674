import { invalidCredentialsMessage, verifyEmailMessage, type SignupRequest } from '@/core/api/user'
import type { Mailer } from '../mail/mailer'
import { verificationMail } from '../mail/verificationMail'
import type { EmailVerificationsRepository } from '../repositories/emailVerificationsRepository'
import type { User, UsersRepository } from '../repositories/usersRepository'
import { decoyPasswordHash, hashPassword, verifyPassword } from '../security/passwords'
import { hashToken, newToken } from '../security/tokens'

export interface AccountActionsOptions {
  users: UsersRepository
  verifications: EmailVerificationsRepository
  mailer: Mailer
  /** Origin of links in mails (PUBLIC_ORIGIN, else the local server). */
  linkOrigin: string
  clock: () => number
}

export type SignInResult =
  { ok: true; user: User } | { ok: false; status: 401 | 403; message: string }

const verificationLifetimeMs = 24 * 60 * 60 * 1000

/**
 * Sign-up and sign-in as both the user API and the identity provider's pages do them, so the
 * two front doors cannot drift apart in their rules or their messages.
 */
export function createAccountActions(options: AccountActionsOptions) {
  const { users, verifications, clock } = options

  const sendVerification = async (user: User) => {
    const token = newToken()
    await verifications.add(user.uuid, hashToken(token), clock() + verificationLifetimeMs)
    const link = `${options.linkOrigin}/v1/user/verify?token=${token}`
    await options.mailer.send(verificationMail(user.email, user.firstName, link))
  }

  return {
    sendVerification,

    /** The new user, already sent its verification mail; undefined when the email is taken. */
    async signUp(request: SignupRequest): Promise<User | undefined> {
      const user = await users.create({
        email: request.email,
        firstName: request.firstName,
        lastName: request.lastName,
        passwordHash: await hashPassword(request.password),
        newsletter: request.newsletter,
        referral: request.referral ?? null,
      })
      if (user !== undefined) await sendVerification(user)
      return user
    },

    /** Checks the password of the account of an email (`user`, undefined for an unknown one). */
    async signIn(user: User | undefined, password: string): Promise<SignInResult> {
      // An unknown email costs a hash too, so timing does not tell which accounts exist.
      const matches = await verifyPassword(
        password,
        user?.passwordHash ?? (await decoyPasswordHash()),
      )
      if (user === undefined || !matches) {
        return { ok: false, status: 401, message: invalidCredentialsMessage }
      }
      if (user.emailVerifiedAt === null) {
        // The app shows "Activation email sent" for this answer (app.md section 8): send it.
        await sendVerification(user)
        return { ok: false, status: 403, message: verifyEmailMessage }
      }
      return { ok: true, user }
    },
  }
}

export type AccountActions = ReturnType<typeof createAccountActions>
