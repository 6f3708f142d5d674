import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isSafeMethod, requestSite } from '../auth/crossSite'
import { HttpError } from '../http/httpError'
import { page, paragraph } from './pages'

/**
 * What the plugins of server-rendered forms share: urlencoded bodies, a same-origin rule for
 * every POST (a form elsewhere must not sign someone in or change a password), and HTML answers
 * that are never cached.
 */
export function acceptForms(app: FastifyInstance, publicOrigin: string | undefined): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  app.addHook('onRequest', async (request) => {
    if (!isSafeMethod(request.method) && requestSite(request, publicOrigin) !== 'same-origin') {
      throw new HttpError(403, 'Cross-site request refused')
    }
  })
}

export function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html)
}

/** The form fields as strings (a missing field reads as empty). */
export function formBody(request: FastifyRequest): Record<string, string> {
  const body = request.body
  if (typeof body !== 'object' || body === null) return {}
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  )
}

/** A page refused by a rate limit: 429 with Retry-After, as the JSON API answers. */
export function sendLimitedPage(reply: FastifyReply, html: string, retryAfter: number) {
  return sendPage(reply.header('retry-after', String(retryAfter)), html, 429)
}

export const expiredPage = page(
  'Sign-in expired',
  paragraph(
    'This sign-in took too long or was already used. Go back to the app and sign in again.',
  ),
)
