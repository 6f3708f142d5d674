import type { FastifyInstance } from 'fastify'
import type { SessionControl } from '../auth/sessions'
import { toUserInfo } from '../auth/userInfo'
import { unauthorized } from '../http/httpError'
import type { AccessTokenVerifier } from '../oidc/accessTokens'

export interface UserLinkRoutesOptions {
  verifyAccessToken: AccessTokenVerifier
  session: SessionControl
  internalEmailDomain: string | undefined
  clock: () => number
}

/**
 * POST /v1/user/link: the app, back from the identity provider, trades its access token (once)
 * for our HttpOnly session cookie, and gets the user info.
 */
export async function userLinkRoutes(
  app: FastifyInstance,
  options: UserLinkRoutesOptions,
): Promise<void> {
  app.post('/v1/user/link', async (request, reply) => {
    const match = /^Bearer ([\x21-\x7e]{1,2048})$/.exec(request.headers.authorization ?? '')
    const token = match?.[1]
    if (token === undefined) throw unauthorized('A bearer access token is required')
    const user = await options.verifyAccessToken(token)
    if (user === undefined) throw unauthorized('The access token is invalid or has expired')
    await options.session.start(reply, user.uuid)
    void reply.header('cache-control', 'private, no-store')
    return toUserInfo(user, options.clock(), options.internalEmailDomain)
  })
}
