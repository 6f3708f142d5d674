import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { loginRequestSchema, signupRequestSchema } from '@/core/api/user'
import { tooManyAttemptsMessage, type AuthLimiter } from '../auth/authRateLimits'
import type { Mailer } from '../mail/mailer'
import { passwordResetMail } from '../mail/passwordResetMail'
import type { OneTimeTokensRepository } from '../repositories/oneTimeTokensRepository'
import type { UsersRepository } from '../repositories/usersRepository'
import { hashPassword } from '../security/passwords'
import { hashToken, newToken } from '../security/tokens'
import { acceptForms, formBody, sendLimitedPage, sendPage } from './formRoutes'
import { issuerPath } from './identityProvider'
import { field, form, page, paragraph, type Notice } from './pages'
import { identityPageSchemas as schemas } from '../routeSchemas/pageSchemas'

export const passwordResetPath = `${issuerPath}/password-reset`
const newPasswordPath = `${passwordResetPath}/new`
const resetLifetimeMs = 60 * 60 * 1000

export interface PasswordResetRoutesOptions {
  users: UsersRepository
  resets: OneTimeTokensRepository
  mailer: Mailer
  limiter: AuthLimiter
  /** Origin of links in mails (PUBLIC_ORIGIN, else the local server). */
  linkOrigin: string
  publicOrigin: string | undefined
  /** Signs the user out everywhere (app sessions, provider sessions and tokens). */
  endAllSessions: (userUuid: string) => Promise<void>
  clock: () => number
}

const emailSchema = loginRequestSchema.shape.email
const newPasswordSchema = z.object({
  token: z.string().min(1).max(100),
  password: signupRequestSchema.shape.password,
})

/**
 * Password reset: ask by email, receive a one-time link (1 hour, stored as a hash), choose a new
 * password. The answer to a request never says whether the account exists.
 */
export async function passwordResetRoutes(
  app: FastifyInstance,
  options: PasswordResetRoutesOptions,
): Promise<void> {
  const { users, resets, limiter, clock } = options
  acceptForms(app, options.publicOrigin)

  const resetPageRoute = { schema: schemas.resetPage }
  app.get(passwordResetPath, resetPageRoute, async (_request, reply) =>
    sendPage(reply, requestPage()),
  )

  app.post(passwordResetPath, { schema: schemas.reset }, async (request, reply) => {
    const parsed = emailSchema.safeParse(formBody(request).email)
    if (!parsed.success)
      return sendPage(reply, requestPage(error('Enter a valid email address')), 400)
    const email = parsed.data
    const wait = await limiter.take('passwordReset', request.ip, email)
    if (wait > 0) {
      return sendLimitedPage(reply, requestPage(error(tooManyAttemptsMessage(wait))), wait)
    }
    const user = await users.findByEmail(email)
    if (user !== undefined) {
      const token = newToken()
      await resets.add(user.uuid, hashToken(token), clock() + resetLifetimeMs)
      const link = `${options.linkOrigin}${newPasswordPath}?token=${token}`
      // Sent after the answer: an SMTP round trip (or its failure) only for existing accounts
      // would tell by timing or status which emails have one.
      options.mailer.send(passwordResetMail(user.email, user.firstName, link)).catch((err) => {
        request.log.error({ err }, 'The password reset mail could not be sent')
      })
    }
    const sent = `If an account exists for ${email}, we sent it a link to choose a new password.`
    return sendPage(reply, page('Check your mail', paragraph(sent)))
  })

  app.get(newPasswordPath, { schema: schemas.newPasswordPage }, async (request, reply) => {
    const token = z.object({ token: z.string().max(100) }).safeParse(request.query)
    return sendPage(reply, newPasswordPage(token.success ? token.data.token : ''))
  })

  app.post(newPasswordPath, { schema: schemas.newPassword }, async (request, reply) => {
    const body = formBody(request)
    const parsed = newPasswordSchema.safeParse(body)
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Check the form'
      return sendPage(reply, newPasswordPage(body.token ?? '', error(message)), 400)
    }
    const userUuid = await resets.consume(hashToken(parsed.data.token), clock())
    if (userUuid === undefined) {
      const expired = error('This link is invalid or has expired. Ask for a new one.')
      return sendPage(reply, requestPage(expired), 400)
    }
    await users.setPasswordHash(userUuid, await hashPassword(parsed.data.password))
    // Whoever knew the old password may be signed in: a new password ends every session.
    await options.endAllSessions(userUuid)
    // The link came by mail, which proves the address as well as a verification link does.
    await users.markEmailVerified(userUuid, clock())
    const done = 'Your password is changed. Go back to the app and sign in with it.'
    return sendPage(reply, page('Password changed', paragraph(done)))
  })
}

const error = (text: string): Notice => ({ kind: 'error', text })

function requestPage(notice?: Notice): string {
  const fields = field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email' })
  return page('Reset your password', form(passwordResetPath, fields, 'Send me a link'), notice)
}

function newPasswordPage(token: string, notice?: Notice): string {
  const fields =
    field({ name: 'token', label: '', type: 'hidden', value: token }) +
    field({
      name: 'password',
      label: 'New password (at least 10 characters)',
      type: 'password',
      autocomplete: 'new-password',
    })
  return page('Choose a new password', form(newPasswordPath, fields, 'Save password'), notice)
}
