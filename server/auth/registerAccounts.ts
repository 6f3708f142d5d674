import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/createDatabase'
import { createFileMailer, type Mailer } from '../mail/mailer'
import type { ApiKeyPlanLookup } from '../metrics/accessControl'
import { createApiKeysRepository } from '../repositories/apiKeysRepository'
import { createEmailVerificationsRepository } from '../repositories/emailVerificationsRepository'
import { createSessionsRepository } from '../repositories/sessionsRepository'
import { createUsersRepository } from '../repositories/usersRepository'
import { userRoutes } from '../routes/userRoutes'
import { apiKeyPlanLookup } from './apiKeyPlans'
import { registerSessions } from './sessions'

export interface AccountsOptions {
  database: DatabaseHandle
  sessionSecret: Buffer
  clock: () => number
  /** Files under `<DATA_DIR>/mail/` by default. */
  mailer?: Mailer
}

/**
 * Accounts on the root instance: cookie sessions (so every later route sees `request.user`) and
 * the user API. Returns how metric routes resolve API keys. Register before other routes.
 */
export async function registerAccounts(
  app: FastifyInstance,
  config: Pick<Config, 'dataDir' | 'port' | 'publicOrigin' | 'internalEmailDomain'>,
  options: AccountsOptions,
): Promise<{ lookupApiKey: ApiKeyPlanLookup }> {
  const { db } = options.database
  const { clock } = options
  const apiKeys = createApiKeysRepository(db)
  const session = await registerSessions(app, {
    sessions: createSessionsRepository(db),
    secret: options.sessionSecret,
    publicOrigin: config.publicOrigin,
    clock,
  })
  await app.register(userRoutes, {
    users: createUsersRepository(db, { clock }),
    verifications: createEmailVerificationsRepository(db),
    apiKeys,
    session,
    mailer: options.mailer ?? createFileMailer(path.join(config.dataDir, 'mail'), clock),
    // Links in mails must point at the public site; without PUBLIC_ORIGIN, at this server.
    linkOrigin: config.publicOrigin ?? `http://localhost:${config.port}`,
    internalEmailDomain: config.internalEmailDomain,
    clock,
  })
  return { lookupApiKey: apiKeyPlanLookup(apiKeys, clock) }
}
