import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { AccountActions } from '../auth/accountActions'
import type { AuthLimiter } from '../auth/authRateLimits'
import type { PasswordSignIn } from '../auth/passwordSignIn'
import type { SessionControl } from '../auth/sessions'
import type { DatabaseHandle } from '../db/createDatabase'
import type { Mailer } from '../mail/mailer'
import type { LinkedTokensRepository } from '../repositories/linkedTokensRepository'
import { createOneTimeTokensRepository } from '../repositories/oneTimeTokensRepository'
import { createSettingsRepository } from '../repositories/settingsRepository'
import type { SessionsRepository } from '../repositories/sessionsRepository'
import type { UserNotificationsRepository } from '../repositories/userNotificationsRepository'
import type { UsersRepository } from '../repositories/usersRepository'
import type { SearchKeyIssuer } from '../auth/userInfo'
import { userLinkRoutes } from '../routes/userLinkRoutes'
import { embeddedTokenVerifier, externalIssuer, type AccessTokenVerifier } from './accessTokens'
import { createIdentityProvider, issuerPath } from './identityProvider'
import { interactionRoutes } from './interactionRoutes'
import { mountProvider } from './mountProvider'
import { passwordResetRoutes } from './passwordResetRoutes'
import { revokeAccountPayloads, revokeGrant } from './payloadAdapter'
import { cookieKeys, loadSigningKeys } from './providerKeys'
import { stylesheetRoute } from './stylesheet'

export interface IdentityOptions {
  database: DatabaseHandle
  sessionSecret: Buffer
  users: UsersRepository
  accounts: AccountActions
  session: SessionControl
  sessions: SessionsRepository
  notifications: UserNotificationsRepository
  linkedTokens: LinkedTokensRepository
  limiter: AuthLimiter
  signIn: PasswordSignIn
  /** Adds work to do before an account is deleted. */
  beforeAccountDeletion: (hook: (userUuid: string) => Promise<void>) => void
  mailer: Mailer
  /** Where the app (and the embedded issuer) is served: PUBLIC_ORIGIN, else the local server. */
  appOrigin: string
  clock: () => number
  /** Issues `searchAPIKey` on the link answer's user info when the search service runs. */
  searchKeyFor?: SearchKeyIssuer | undefined
}

/** The issuer the app signs in with: OIDC_ISSUER, else the embedded provider. */
export function issuerOf(config: Pick<Config, 'oidcIssuer'>, appOrigin: string): string {
  return config.oidcIssuer ?? `${appOrigin}${issuerPath}`
}

/**
 * Identity: POST /v1/user/link always; the embedded OpenID provider with its pages unless
 * OIDC_ISSUER points at another issuer, whose tokens are then checked at its userinfo endpoint.
 * Logout of a linked session ends its token at the issuer: the embedded provider's grant (with
 * every code and token under it, and every session linked from it), or, at an external issuer
 * with a revocation endpoint, the access token.
 */
export async function registerIdentity(
  app: FastifyInstance,
  config: Pick<Config, 'oidcIssuer' | 'oidcClientId' | 'publicOrigin' | 'internalEmailDomain'>,
  options: IdentityOptions,
): Promise<void> {
  const { users, session, clock } = options
  const { db } = options.database
  const link = (verifyAccessToken: AccessTokenVerifier) =>
    app.register(userLinkRoutes, {
      verifyAccessToken,
      linkedTokens: options.linkedTokens,
      session,
      internalEmailDomain: config.internalEmailDomain,
      clock,
      searchKeyFor: options.searchKeyFor,
    })

  if (config.oidcIssuer !== undefined) {
    const issuer = externalIssuer({
      issuer: config.oidcIssuer,
      clientId: config.oidcClientId,
      users,
      clock,
    })
    session.onLinkEnd(async ({ token }, request) => {
      if (token === null) return
      // The session is over here whatever the issuer says; its token expires there on its own.
      await issuer.revoke(token).catch((err: unknown) => {
        request.log.warn({ err }, 'Token revocation at the identity provider failed')
      })
    })
    await link(issuer.verify)
    return
  }

  session.onLinkEnd(async ({ grantId }) => {
    if (grantId === null) return
    await revokeGrant(db, grantId)
    // The browser's earlier sessions, linked from the same grant before each renewal.
    await options.sessions.deleteLinkedTo(grantId)
  })
  // A deleted account leaves no provider session, grant or token behind.
  options.beforeAccountDeletion((userUuid) => revokeAccountPayloads(db, userUuid))

  const provider = createIdentityProvider({
    appOrigin: options.appOrigin,
    db,
    users,
    jwks: await loadSigningKeys(createSettingsRepository(db)),
    cookieKeys: cookieKeys(options.sessionSecret),
    clock,
  })
  // Behind a TLS proxy the request says http: answer as the issuer's own scheme and host, so
  // endpoint URLs, cookies' Secure flag and the issuer always agree.
  provider.proxy = true
  const issuer = new URL(issuerOf(config, options.appOrigin))
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(`${issuerPath}/`) && request.url !== issuerPath) return
    request.raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1)
    request.raw.headers['x-forwarded-host'] = issuer.host
    delete request.raw.headers['x-forwarded-for']
  })

  await link(embeddedTokenVerifier(provider, users, config.oidcClientId))
  await app.register(stylesheetRoute)
  await app.register(mountProvider, { provider })
  await app.register(interactionRoutes, {
    provider,
    accounts: options.accounts,
    signIn: options.signIn,
    limiter: options.limiter,
    publicOrigin: config.publicOrigin,
  })
  await app.register(passwordResetRoutes, {
    users,
    resets: createOneTimeTokensRepository(db, 'password_reset_tokens'),
    mailer: options.mailer,
    limiter: options.limiter,
    linkOrigin: options.appOrigin,
    publicOrigin: config.publicOrigin,
    endAllSessions: async (userUuid) => {
      await options.sessions.deleteAllOf(userUuid)
      await revokeAccountPayloads(db, userUuid)
      await options.notifications.add(userUuid, {
        kind: 'password_changed',
        title: 'Your password was changed',
        body: 'You were signed out everywhere. If this was not you, reset your password at once.',
        link: null,
      })
    },
    clock,
  })
}
