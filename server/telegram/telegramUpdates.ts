import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { webhookCallback, type Bot } from 'grammy'
import type { TelegramConfig } from '../config'
import { errorBody } from '../http/httpError'
import { describeTelegramError, telegramErrorCode } from './telegramErrors'
import { alertChannelRouteSchemas as schemas } from '../routeSchemas/alertSchemas'

export const telegramWebhookPath = '/telegram/webhook'
const secretHeader = 'x-telegram-bot-api-secret-token'
/** The updates the bot handles: messages (its commands). */
const allowedUpdates = ['message'] as const
const setWebhookRetryMs = 60_000

/**
 * Webhook mode: Telegram posts each update to PUBLIC_ORIGIN/telegram/webhook with the secret of
 * setWebhook in X-Telegram-Bot-Api-Secret-Token. Any number of instances can take them; each
 * registers the same URL at start (retried every minute while Telegram cannot be reached). The
 * route is outside the API prefixes, so the session's cross-site check never sees it, and it is
 * a POST, so the app-origin guard (page navigations only) lets it through.
 */
export function registerTelegramWebhook(
  app: FastifyInstance,
  bot: Bot,
  config: TelegramConfig,
  publicOrigin: string,
): void {
  const secret = config.webhookSecret ?? ''
  const expected = digest(secret)
  const handle = webhookCallback(bot, 'fastify', { secretToken: secret })

  app.post(telegramWebhookPath, { schema: schemas.telegramWebhook }, async (request, reply) => {
    // Checked here first, in constant time, so a stranger's post never reaches grammY (which
    // would call getMe before looking at the header).
    const header = request.headers[secretHeader]
    if (typeof header !== 'string' || !timingSafeEqual(digest(header), expected)) {
      return reply.code(401).send(errorBody(401, 'Wrong or missing secret token'))
    }
    const update: unknown = request.body
    if (typeof update !== 'object' || update === null || !('update_id' in update)) {
      return reply.code(400).send(errorBody(400, 'Not a Telegram update'))
    }
    try {
      await handle(request, reply)
    } catch (error) {
      // Answered 500, Telegram sends the update again later.
      request.log.error(
        { telegramError: describeTelegramError(error, config.botToken) },
        'Telegram: handling an update failed',
      )
      if (!reply.sent) return reply.code(500).send(errorBody(500, 'Internal Server Error'))
    }
    return reply
  })

  let retry: NodeJS.Timeout | undefined
  const setWebhook = async (): Promise<void> => {
    try {
      await bot.api.setWebhook(`${publicOrigin}${telegramWebhookPath}`, {
        secret_token: secret,
        allowed_updates: [...allowedUpdates],
      })
      app.log.info('Telegram: webhook registered')
    } catch (error) {
      app.log.error(
        { telegramError: describeTelegramError(error, config.botToken) },
        'Telegram: setWebhook failed; retrying in a minute',
      )
      retry = setTimeout(() => void setWebhook(), setWebhookRetryMs)
      retry.unref()
    }
  }
  app.addHook('onReady', setWebhook)
  app.addHook('onClose', async () => clearTimeout(retry))
}

/**
 * Polling mode, for a server without a public https address: getUpdates in a loop (grammY's
 * bot.start, which deletes any webhook first), stopped when the app closes. Telegram serves one
 * poller per bot token and ends the older request with 409 when a second one polls: the
 * instance that gets it stops polling (and says so), leaving the newest poller. Several
 * instances need webhook mode.
 */
export function startTelegramPolling(app: FastifyInstance, bot: Bot, config: TelegramConfig) {
  let polling: Promise<void> | undefined
  app.addHook('onReady', async () => {
    polling = bot
      .start({
        allowed_updates: [...allowedUpdates],
        onStart: () => app.log.info('Telegram: polling for updates'),
      })
      .catch((error: unknown) => {
        const code = telegramErrorCode(error)
        const detail = describeTelegramError(error, config.botToken)
        if (code === 409) {
          app.log.warn(
            { telegramError: detail },
            'Telegram: another process polls this bot token, so this one stops polling ' +
              '(run one instance in polling mode, or use TELEGRAM_MODE=webhook)',
          )
        } else {
          app.log.error({ telegramError: detail }, 'Telegram: polling stopped')
        }
      })
  })
  app.addHook('onClose', async () => {
    if (bot.isRunning()) {
      await bot
        .stop()
        .catch((error: unknown) =>
          app.log.warn(
            { telegramError: describeTelegramError(error, config.botToken) },
            'Telegram: stopping the poller failed',
          ),
        )
    }
    // The loop ends with the aborted request; a start still retrying getMe is not waited for.
    await Promise.race([polling, delay(stopWaitMs)])
  })
}

const stopWaitMs = 5000

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref())
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest()
}
