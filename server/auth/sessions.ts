import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { authCodeHeader, revokeLoginCode } from '@/core/api/error'
import { isApiPath, isSearchProtocolPath } from '@/core/api/prefixes'
import { forbidden, unauthorized } from '../http/httpError'
import type { SessionsRepository } from '../repositories/sessionsRepository'
import type { User } from '../repositories/usersRepository'
import { seal, unseal } from '../security/sealedToken'
import { hashToken, newToken } from '../security/tokens'
import { isSafeMethod, requestSite } from './crossSite'

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of the session cookie; null without a live session. */
    user: User | null
    /** Hash of the session id, to end this session at logout. */
    sessionIdHash: string | null
  }
}

export const sessionCookieName = 'studio_session'
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000
/** Sliding expiry is written at most hourly, not on every request. */
const touchIntervalMs = 60 * 60 * 1000
/** How long a session replaced by a new one in the same browser still answers. */
const replacedSessionGraceMs = 60 * 1000

export interface SessionOptions {
  sessions: SessionsRepository
  /** Signs the cookie (security/sessionSecret.ts). */
  secret: Buffer
  publicOrigin: string | undefined
  clock: () => number
}

/** The issuer's token a session was linked from: what logout ends there. */
export interface TokenLink {
  /** The embedded provider's grant of the token. */
  grantId: string | null
  /**
   * The access token itself, when the issuer can revoke it (RFC 7009): kept sealed with the
   * session id, so only a request with the session's cookie can read it back.
   */
  token: string | null
}

export interface SessionControl {
  /**
   * Opens a session for the user and sets its cookie. The browser's previous session, if any,
   * ends a minute later (requests under way with the old cookie still pass), so re-linking
   * every 12 hours leaves no live sessions behind that nobody holds but a thief.
   */
  start(
    request: FastifyRequest,
    reply: FastifyReply,
    userUuid: string,
    link?: TokenLink,
  ): Promise<void>
  /** Ends the request's session (if any), and its token at the issuer, and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>
  /** Adds what ends a linked session's token at its issuer (registered by the identity part). */
  onLinkEnd(hook: (link: TokenLink, request: FastifyRequest) => Promise<void>): void
}

/**
 * Cookie sessions for the whole app, registered on the root instance so every route sees
 * `request.user`. The cookie holds a random id (signed with the session secret, stored only as a
 * hash), is HttpOnly (scripts cannot read it), SameSite=Lax and Secure when the public origin is
 * https. Mutations that carry it must come from our own origin (crossSite.ts).
 */
export async function registerSessions(
  app: FastifyInstance,
  options: SessionOptions,
): Promise<SessionControl> {
  const { sessions, clock } = options
  const linkEndHooks: Array<(link: TokenLink, request: FastifyRequest) => Promise<void>> = []
  await app.register(cookie, { secret: options.secret })
  app.decorateRequest('user', null)
  app.decorateRequest('sessionIdHash', null)

  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.publicOrigin?.startsWith('https:') === true,
    path: '/',
    signed: true,
  } as const
  const setCookie = (reply: FastifyReply, id: string) =>
    reply.setCookie(sessionCookieName, id, {
      ...cookieOptions,
      maxAge: sessionLifetimeMs / 1000,
    })
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(sessionCookieName, { path: '/' })

  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? ''
    // The search protocol takes keys, not sessions: its answers never depend on the cookie.
    if (!isApiPath(pathname) || isSearchProtocolPath(pathname)) return
    const raw = request.cookies[sessionCookieName]
    if (!isSafeMethod(request.method)) {
      const site = requestSite(request, options.publicOrigin)
      // With the cookie, the request must prove it is ours. Without it, the user API still
      // refuses what says it is cross-site: no page may log a visitor into another account.
      const refused =
        raw !== undefined
          ? site !== 'same-origin'
          : site === 'cross-site' && request.url.startsWith('/v1/user/')
      if (refused) throw forbidden('Cross-site request refused')
    }
    if (raw === undefined) return
    const unsigned = request.unsignCookie(raw)
    const now = clock()
    const found =
      unsigned.valid && unsigned.value !== null
        ? await sessions.find(hashToken(unsigned.value), now)
        : undefined
    if (found === undefined) {
      // The session ended (logout elsewhere, expiry, deleted account): tell the app once.
      clearCookie(reply)
      void reply.header(authCodeHeader, revokeLoginCode)
      return
    }
    request.user = found.user
    request.sessionIdHash = found.session.idHash
    if (now - found.session.lastSeenAt >= touchIntervalMs && unsigned.value !== null) {
      await sessions.touch(found.session.idHash, now, now + sessionLifetimeMs)
      setCookie(reply, unsigned.value)
    }
  })

  return {
    async start(request, reply, userUuid, link) {
      const id = newToken()
      const now = clock()
      const token = link?.token ?? null
      await sessions.create({
        idHash: hashToken(id),
        userUuid,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: now + sessionLifetimeMs,
        link: {
          grantId: link?.grantId ?? null,
          sealedToken: token === null ? null : seal(id, token),
        },
      })
      if (request.sessionIdHash !== null) {
        await sessions.retire(request.sessionIdHash, now + replacedSessionGraceMs)
      }
      setCookie(reply, id)
    },

    async end(request, reply) {
      const ended =
        request.sessionIdHash === null ? undefined : await sessions.delete(request.sessionIdHash)
      clearCookie(reply)
      if (ended === undefined || (ended.grantId === null && ended.sealedToken === null)) return
      // The session's id (in the cookie) is the key its token was sealed with.
      const raw = request.cookies[sessionCookieName]
      const id = raw === undefined ? null : request.unsignCookie(raw).value
      const token =
        ended.sealedToken === null || id === null ? undefined : unseal(id, ended.sealedToken)
      const link = { grantId: ended.grantId, token: token ?? null }
      for (const hook of linkEndHooks) await hook(link, request)
    },

    onLinkEnd(hook) {
      linkEndHooks.push(hook)
    },
  }
}

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): User {
  if (request.user === null) throw unauthorized()
  return request.user
}
