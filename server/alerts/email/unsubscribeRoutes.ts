import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { form, page, paragraph } from '../../oidc/pages'
import { createAlertsRepository, type AlertsRepository } from '../../repositories/alertsRepository'
import { createUnsubscribeTokens } from './unsubscribeToken'
import { alertChannelRouteSchemas as schemas } from '../../routeSchemas/alertSchemas'

export const unsubscribePath = '/v1/alerts/unsubscribe'

/** The link of an alert mail; under /v1 so the service worker never answers it with the app. */
export function unsubscribeUrl(appOrigin: string, token: string): string {
  return `${appOrigin}${unsubscribePath}?token=${encodeURIComponent(token)}`
}

export interface UnsubscribeRoutesOptions {
  db: Kysely<Database>
  sessionSecret: Buffer
  clock: () => number
}

/**
 * The unsubscribe link of alert mails (docs/alerts.md, "Email"). GET shows a page with a button
 * (a link opened by a mail scanner must not unsubscribe anyone); POST, from that button or a mail
 * client's one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click` posted to the same URL,
 * no cookie), takes `email` off the alert's channels as a new version, like any write. The token
 * in the query is the authority: no session is needed, and a forged one is refused (400).
 */
export async function unsubscribeRoutes(
  app: FastifyInstance,
  options: UnsubscribeRoutesOptions,
): Promise<void> {
  const tokens = createUnsubscribeTokens(options.sessionSecret)
  const alerts = createAlertsRepository(options.db)
  // One-click posts come as either form encoding; the body says nothing the query does not.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  )

  const findAlert = async (request: FastifyRequest) => {
    const { token } = request.query as { token?: unknown }
    if (typeof token !== 'string') return undefined
    const uuid = await tokens.verify(token, async (id) => (await alerts.find(id))?.ownerUuid)
    return uuid === undefined ? undefined : { uuid, token }
  }

  app.get(unsubscribePath, { schema: schemas.unsubscribePage }, async (request, reply) => {
    const found = await findAlert(request)
    if (found === undefined) return invalidLink(reply)
    const alert = await alerts.find(found.uuid)
    if (alert === undefined) return invalidLink(reply)
    if (!alert.channels.includes('email')) {
      return sendPage(reply, 'Unsubscribed', paragraph(`"${alert.name}" sends no more email.`))
    }
    return sendPage(
      reply,
      'Stop alert emails?',
      paragraph(`"${alert.name}" will stop sending email. Its other channels stay on.`) +
        form(unsubscribeUrl('', found.token), '', 'Stop emails for this alert'),
    )
  })

  app.post(unsubscribePath, { schema: schemas.unsubscribe }, async (request, reply) => {
    const found = await findAlert(request)
    if (found === undefined) return invalidLink(reply)
    const alert = await removeEmail(alerts, found.uuid, options.clock)
    if (alert === undefined) return invalidLink(reply)
    return sendPage(reply, 'Unsubscribed', paragraph(`"${alert.name}" sends no more email.`))
  })
}

/** Takes `email` off the alert's channels, retrying when another write got there first. */
async function removeEmail(alerts: AlertsRepository, uuid: string, clock: () => number) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const alert = await alerts.find(uuid)
    if (alert === undefined || !alert.channels.includes('email')) return alert
    const channels = alert.channels.filter((channel) => channel !== 'email')
    const {
      uuid: _uuid,
      ownerUuid: _owner,
      version: _v,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = alert
    const replaced = await alerts.replace(alert, { ...fields, channels }, clock())
    if (replaced !== undefined) return replaced
  }
  throw new Error('The alert kept changing while unsubscribing')
}

function invalidLink(reply: FastifyReply) {
  return sendPage(
    reply,
    'Link not valid',
    paragraph('This unsubscribe link is not valid, or its alert was deleted.'),
    400,
  )
}

function sendPage(reply: FastifyReply, title: string, body: string, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(page(title, body))
}
