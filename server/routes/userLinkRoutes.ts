import type { FastifyInstance } from 'fastify'
import type { SessionControl } from '../auth/sessions'
import { toUserInfo, type SearchKeyIssuer } from '../auth/userInfo'
import { unauthorized } from '../http/httpError'
import type { AccessTokenVerifier } from '../oidc/accessTokens'
import type { LinkedTokensRepository } from '../repositories/linkedTokensRepository'
import { hashToken } from '../security/tokens'
import { userRouteSchemas as schemas } from '../routeSchemas/userSchemas'

export interface UserLinkRoutesOptions {
  verifyAccessToken: AccessTokenVerifier
  linkedTokens: LinkedTokensRepository
  session: SessionControl
  internalEmailDomain: string | undefined
  clock: () => number
  /** The search service's key issuer; without one, `searchAPIKey` is null. */
  searchKeyFor?: SearchKeyIssuer | undefined
}

/**
 * POST /v1/user/link: the app, back from the identity provider, trades its access token for our
 * HttpOnly session cookie, and gets the user info. A token links once: the app links a new one
 * at each sign-in and each 12-hourly renewal, so a second link of the same token is a replay
 * (one copied on its way, or one still valid after its session's logout), refused.
 */
export async function userLinkRoutes(
  app: FastifyInstance,
  options: UserLinkRoutesOptions,
): Promise<void> {
  app.post('/v1/user/link', { schema: schemas.link }, async (request, reply) => {
    const match = /^Bearer ([\x21-\x7e]{1,2048})$/.exec(request.headers.authorization ?? '')
    const token = match?.[1]
    if (token === undefined) throw unauthorized('A bearer access token is required')
    const verified = await options.verifyAccessToken(token)
    if (verified === undefined) throw unauthorized('The access token is invalid or has expired')
    if (!(await options.linkedTokens.claim(hashToken(token), verified.expiresAt))) {
      throw unauthorized('The access token was linked already')
    }
    await options.session.start(request, reply, verified.user.uuid, {
      grantId: verified.grantId,
      token: verified.revocable ? token : null,
    })
    void reply.header('cache-control', 'private, no-store')
    return toUserInfo(
      verified.user,
      options.clock(),
      options.internalEmailDomain,
      options.searchKeyFor,
    )
  })
}
