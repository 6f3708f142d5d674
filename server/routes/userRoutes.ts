import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  loginRequestSchema,
  signupRequestSchema,
  updateUserInfoSchema,
  type ApiKeyStatus,
} from '@/core/api/user'
import type { AccountActions } from '../auth/accountActions'
import { tooManyAttemptsMessage, type AuthLimiter } from '../auth/authRateLimits'
import type { PasswordSignIn } from '../auth/passwordSignIn'
import { requireUser, sessionCookieName, type SessionControl } from '../auth/sessions'
import { toUserInfo, type SearchKeyIssuer } from '../auth/userInfo'
import { conflict, HttpError, tooManyRequests, unauthorized } from '../http/httpError'
import type { ApiKeysRepository } from '../repositories/apiKeysRepository'
import type { EmailVerificationsRepository } from '../repositories/emailVerificationsRepository'
import type { UserNotificationsRepository } from '../repositories/userNotificationsRepository'
import type { User, UsersRepository } from '../repositories/usersRepository'
import { hashToken, newToken } from '../security/tokens'
import { userRouteSchemas as schemas } from '../routeSchemas/userSchemas'

export interface UserRoutesOptions {
  users: UsersRepository
  verifications: EmailVerificationsRepository
  apiKeys: ApiKeysRepository
  session: SessionControl
  accounts: AccountActions
  /** Shared with the identity provider's pages: one budget whichever the front door. */
  limiter: AuthLimiter
  signIn: PasswordSignIn
  internalEmailDomain: string | undefined
  /**
   * Runs before an account is deleted (payments cancel its subscriptions at the provider, so a
   * deleted account is not charged on). A failure keeps the account, so the user can retry.
   */
  beforeDeletion: (userUuid: string) => Promise<void>
  /** Runs once the account and its sessions are gone (the open app's sockets close). */
  afterDeletion: (userUuid: string) => Promise<void>
  notifications: UserNotificationsRepository
  clock: () => number
  /** The search service's key issuer; without one, `searchAPIKey` is null. */
  searchKeyFor?: SearchKeyIssuer
}

const notificationPageSize = 50
const verifyQuerySchema = z.object({ token: z.string().min(1).max(100) })

/** The user API of app.md section 7 (docs/api.md, "User"). */
export async function userRoutes(app: FastifyInstance, options: UserRoutesOptions): Promise<void> {
  const { users, verifications, apiKeys, session, accounts, limiter, signIn, clock } = options
  const info = (user: User) =>
    toUserInfo(user, clock(), options.internalEmailDomain, options.searchKeyFor)

  app.post('/v1/user/signup', { schema: schemas.signup }, async (request, reply) => {
    const body = signupRequestSchema.parse(request.body)
    const wait = await limiter.take('signup', request.ip, body.email)
    if (wait > 0) throw tooManyRequests(wait, tooManyAttemptsMessage(wait))
    const user = await accounts.signUp(body)
    if (user === undefined) throw conflict('An account with this email already exists')
    return reply.code(201).send({ email: user.email, verificationSent: true })
  })

  app.get('/v1/user/verify', { schema: schemas.verify }, async (request, reply) => {
    const { token } = verifyQuerySchema.parse(request.query)
    const userUuid = await verifications.consume(hashToken(token), clock())
    if (userUuid !== undefined) await users.markEmailVerified(userUuid, clock())
    const verified = userUuid !== undefined
    if (wantsJson(request)) {
      if (!verified) throw new HttpError(400, 'This verification link is invalid or has expired')
      return { verified }
    }
    // Opened from a mail: land on the login page, which reads the outcome.
    return reply.redirect(`/auth/login?verified=${verified ? 1 : 0}`, 303)
  })

  app.post('/v1/user/login', { schema: schemas.login }, async (request, reply) => {
    const body = loginRequestSchema.parse(request.body)
    const result = await signIn(request, reply, body)
    if (!result.ok) {
      if (result.status === 429) throw tooManyRequests(result.retryAfter, result.message)
      throw new HttpError(result.status, result.message)
    }
    await session.start(request, reply, result.user.uuid)
    return info(result.user)
  })

  app.post('/v1/user/logout', { schema: schemas.logout }, async (request, reply) => {
    await session.end(request, reply)
    return { ok: true }
  })

  app.get('/v1/user/info', { schema: schemas.info }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store')
    // Without a session cookie the visitor is a guest: a state to answer, not an error. A cookie
    // whose session has ended keeps the 401 (and the hook's revoke_login), which the app turns
    // into the session-expired modal.
    if (request.user === null && request.cookies[sessionCookieName] === undefined) {
      return reply.send(null)
    }
    return info(requireUser(request))
  })

  app.patch('/v1/user/info', { schema: schemas.updateInfo }, async (request) => {
    const user = requireUser(request)
    await users.updateNames(user.uuid, updateUserInfoSchema.parse(request.body))
    const updated = await users.findByUuid(user.uuid)
    if (updated === undefined) throw unauthorized()
    return info(updated)
  })

  app.post('/v1/user/delete_account', { schema: schemas.deleteAccount }, async (request, reply) => {
    const user = requireUser(request)
    await options.beforeDeletion(user.uuid)
    // Sessions, tokens and the API key go with the user (cascading foreign keys).
    await users.delete(user.uuid)
    await session.end(request, reply)
    await options.afterDeletion(user.uuid)
    return { ok: true }
  })

  // The user's notification list (app.md section 7), newest first; reading it in the app marks
  // it read with the second call.
  app.get('/v1/user/notifications', { schema: schemas.notifications }, async (request, reply) => {
    const user = requireUser(request)
    void reply.header('cache-control', 'private, no-store')
    return options.notifications.list(user.uuid, notificationPageSize)
  })

  const readNotificationsRoute = { schema: schemas.readNotifications }
  app.post('/v1/user/notifications/read', readNotificationsRoute, async (request) => {
    const user = requireUser(request)
    await options.notifications.markAllRead(user.uuid)
    return { ok: true }
  })

  const generateApiKeyRoute = { schema: schemas.generateApiKey }
  app.post('/v1/user/generate_api_key', generateApiKeyRoute, async (request, reply) => {
    const user = requireUser(request)
    const apiKey = newToken()
    await apiKeys.replace(user.uuid, hashToken(apiKey), clock())
    void reply.header('cache-control', 'no-store')
    return { apiKey }
  })

  // The key itself is shown once; the settings page still needs to know whether one exists, so
  // that replacing it (which breaks the scripts using it) asks first.
  app.get('/v1/user/api_key', { schema: schemas.apiKey }, async (request, reply) => {
    const user = requireUser(request)
    void reply.header('cache-control', 'private, no-store')
    const key = await apiKeys.describe(user.uuid)
    const status: ApiKeyStatus =
      key === undefined
        ? { exists: false, createdAt: null, lastUsedAt: null }
        : { exists: true, ...key }
    return status
  })
}

function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? ''
  return accept.includes('application/json') && !accept.includes('text/html')
}
