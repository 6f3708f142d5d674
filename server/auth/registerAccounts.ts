import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/createDatabase'
import { createConfiguredMailer } from '../mail/configuredMailer'
import type { Mailer } from '../mail/mailer'
import type { ApiKeyPlanLookup } from '../metrics/accessControl'
import { registerIdentity } from '../oidc/registerIdentity'
import { createApiKeysRepository } from '../repositories/apiKeysRepository'
import { createEmailVerificationsRepository } from '../repositories/emailVerificationsRepository'
import { createLinkedTokensRepository } from '../repositories/linkedTokensRepository'
import { createRateLimitCountersRepository } from '../repositories/rateLimitCountersRepository'
import { createSessionsRepository } from '../repositories/sessionsRepository'
import { createUsersRepository } from '../repositories/usersRepository'
import { createUserNotificationsRepository } from '../repositories/userNotificationsRepository'
import { userRoutes } from '../routes/userRoutes'
import { createAccountActions } from './accountActions'
import { apiKeyPlanLookup } from './apiKeyPlans'
import { createAuthLimiter } from './authRateLimits'
import { createDeviceCookies } from './deviceCookie'
import { scheduleHousekeeping } from './housekeeping'
import { sessionEndNotices } from './sessionEndNotices'
import { deleteExpiredPayloads } from '../oidc/payloadAdapter'
import { createPasswordSignIn } from './passwordSignIn'
import type { SearchKeyIssuer } from './userInfo'
import { registerSessions } from './sessions'

export interface AccountsOptions {
  database: DatabaseHandle
  sessionSecret: Buffer
  clock: () => number
  /** By default SMTP when SMTP_URL is set, else files under `<DATA_DIR>/mail/`. */
  mailer?: Mailer
  /** Issues `searchAPIKey` on user info when the search service runs. */
  searchKeyFor?: SearchKeyIssuer
}

/**
 * Accounts on the root instance: cookie sessions (so every later route sees `request.user`), the
 * user API and identity (the OpenID provider and POST /v1/user/link). Returns how metric routes
 * resolve API keys. Register before other routes.
 */
export async function registerAccounts(
  app: FastifyInstance,
  config: Pick<
    Config,
    | 'dataDir'
    | 'port'
    | 'publicOrigin'
    | 'internalEmailDomain'
    | 'oidcIssuer'
    | 'oidcClientId'
    | 'authRateLimitFactor'
    | 'mail'
  >,
  options: AccountsOptions,
): Promise<{
  lookupApiKey: ApiKeyPlanLookup
  /** Adds work to do before an account is deleted (registered later, by payments). */
  beforeAccountDeletion: (hook: (userUuid: string) => Promise<void>) => void
  /** Adds what learns that a user's sessions ended (logout, password reset, deletion). */
  onSessionsEnded: (hook: (userUuid: string) => Promise<void>) => void
  /** Which of these sessions (id hashes) are live now. */
  liveSessions: (idHashes: readonly string[]) => Promise<ReadonlySet<string>>
}> {
  const { db } = options.database
  const { clock } = options
  const deletionHooks: Array<(userUuid: string) => Promise<void>> = []
  const notifications = createUserNotificationsRepository(db, { clock })
  const apiKeys = createApiKeysRepository(db)
  const users = createUsersRepository(db, { clock })
  const verifications = createEmailVerificationsRepository(db)
  const mailer = options.mailer ?? createConfiguredMailer(config, clock)
  // Links in mails must point at the public site; without PUBLIC_ORIGIN, at this server.
  const linkOrigin = appOrigin(config)
  const accounts = createAccountActions({ users, verifications, mailer, linkOrigin, clock })
  // One limiter for the user API and the provider's pages, counting in the database: one
  // budget whichever the front door and whichever the instance.
  const counters = createRateLimitCountersRepository(db)
  const limiter = createAuthLimiter(counters, clock, config.authRateLimitFactor)
  const signIn = createPasswordSignIn({
    users,
    accounts,
    limiter,
    devices: createDeviceCookies({
      secret: options.sessionSecret,
      publicOrigin: config.publicOrigin,
    }),
  })
  // Whatever ends sessions tells the hooks (the pulse sockets of those sessions close).
  const notices = sessionEndNotices(createSessionsRepository(db), app.log)
  const { sessions } = notices
  const linkedTokens = createLinkedTokensRepository(db)
  scheduleHousekeeping(
    app,
    [
      (now) => sessions.deleteExpired(now),
      (now) => deleteExpiredPayloads(db, now),
      (now) => counters.deleteExpired(now),
      (now) => linkedTokens.deleteExpired(now),
    ],
    clock,
  )
  const session = await registerSessions(app, {
    sessions,
    secret: options.sessionSecret,
    publicOrigin: config.publicOrigin,
    clock,
  })
  await app.register(userRoutes, {
    users,
    verifications,
    apiKeys,
    session,
    accounts,
    limiter,
    signIn,
    internalEmailDomain: config.internalEmailDomain,
    notifications,
    beforeDeletion: async (userUuid) => {
      for (const hook of deletionHooks) await hook(userUuid)
    },
    afterDeletion: (userUuid) => notices.ended(userUuid),
    clock,
    ...(options.searchKeyFor === undefined ? {} : { searchKeyFor: options.searchKeyFor }),
  })
  await registerIdentity(app, config, {
    database: options.database,
    sessionSecret: options.sessionSecret,
    users,
    accounts,
    session,
    sessions,
    notifications,
    linkedTokens,
    limiter,
    signIn,
    beforeAccountDeletion: (hook) => void deletionHooks.push(hook),
    mailer,
    appOrigin: linkOrigin,
    clock,
    searchKeyFor: options.searchKeyFor,
  })
  return {
    lookupApiKey: apiKeyPlanLookup(apiKeys, clock),
    beforeAccountDeletion: (hook) => void deletionHooks.push(hook),
    onSessionsEnded: notices.onEnded,
    liveSessions: (idHashes) => sessions.liveAmong(idHashes, clock()),
  }
}

/** Where the app is served: PUBLIC_ORIGIN, else this server on localhost. */
export function appOrigin(config: Pick<Config, 'publicOrigin' | 'port'>): string {
  return config.publicOrigin ?? `http://localhost:${config.port}`
}
