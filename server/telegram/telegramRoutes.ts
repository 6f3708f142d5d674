import type { FastifyInstance } from 'fastify'
import type { TelegramInfo } from '@/core/api/alertDelivery'
import { requireUser } from '../auth/sessions'
import type { TelegramLinksRepository } from '../repositories/telegramLinksRepository'
import { telegramUnavailable, type TelegramAccounts } from './telegramAccounts'
import { alertChannelRouteSchemas as schemas } from '../routeSchemas/alertSchemas'

export interface TelegramRoutesOptions {
  links: TelegramLinksRepository
  /** Undefined when Telegram is off on this server. */
  accounts: TelegramAccounts | undefined
}

/**
 * GET /v1/alerts/telegram and POST /v1/alerts/telegram/reset (app.md section 7; docs/api.md,
 * "Alert channels"), for the signed-in user. The reset answers the new state (unlinked, with a
 * fresh link) so the app shows "Connect" again without another call. The session hook refuses
 * a cookie-carrying POST from another site.
 */
export async function telegramRoutes(
  app: FastifyInstance,
  options: TelegramRoutesOptions,
): Promise<void> {
  const { links, accounts } = options
  const info = (userUuid: string): Promise<TelegramInfo> =>
    accounts === undefined ? Promise.resolve(telegramUnavailable) : accounts.info(userUuid)

  app.get('/v1/alerts/telegram', { schema: schemas.telegram }, async (request, reply) => {
    const user = requireUser(request)
    void reply.header('cache-control', 'private, no-store')
    return info(user.uuid)
  })

  const resetTelegramRoute = { schema: schemas.resetTelegram }
  app.post('/v1/alerts/telegram/reset', resetTelegramRoute, async (request, reply) => {
    const user = requireUser(request)
    await links.unlink(user.uuid)
    void reply.header('cache-control', 'private, no-store')
    return info(user.uuid)
  })
}
