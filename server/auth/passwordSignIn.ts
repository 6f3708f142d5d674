import type { FastifyReply, FastifyRequest } from 'fastify'
import type { UsersRepository } from '../repositories/usersRepository'
import type { AccountActions, SignInResult } from './accountActions'
import { tooManyAttemptsMessage, type AuthLimiter } from './authRateLimits'
import type { DeviceCookies } from './deviceCookie'

export type PasswordSignInResult =
  SignInResult | { ok: false; status: 429; message: string; retryAfter: number }

/** Signs in with email and password from this request, within the sign-in limits. */
export type PasswordSignIn = (
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { email: string; password: string },
) => Promise<PasswordSignInResult>

/**
 * A sign-in with a password as POST /v1/user/login and the identity provider's sign-in form both
 * do it, so the two front doors share one budget and cannot drift apart: the limits (its own for
 * a browser the account knows), the password check, and on success the attempt taken back and
 * the browser marked as known for the account.
 */
export function createPasswordSignIn(options: {
  users: UsersRepository
  accounts: AccountActions
  limiter: AuthLimiter
  devices: DeviceCookies
}): PasswordSignIn {
  const { users, accounts, limiter, devices } = options
  return async (request, reply, { email, password }) => {
    const user = await users.findByEmail(email)
    const deviceId = user === undefined ? undefined : devices.knownFor(request, user.uuid)
    const check = await limiter.login({
      address: request.ip,
      email,
      knownDevice:
        user === undefined || deviceId === undefined
          ? undefined
          : { deviceId, userUuid: user.uuid },
    })
    if (check.retryAfter > 0) {
      const { retryAfter } = check
      return { ok: false, status: 429, message: tooManyAttemptsMessage(retryAfter), retryAfter }
    }
    const result = await accounts.signIn(user, password)
    if (result.ok) {
      await check.undo()
      devices.remember(request, reply, result.user.uuid)
    }
    return result
  }
}
