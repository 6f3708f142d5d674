import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isApiPath } from '@/core/api/prefixes'
import { misdirectedPage } from './misdirectedPage'
import { isLoopbackHostname } from './loopback'

/**
 * Sign-in works at one origin only: the issuer, its redirect URIs and the app's cookies all name
 * the app's origin (PUBLIC_ORIGIN, else http://localhost:PORT). A browser that opened the app at
 * another address would start a sign-in that can never come back, so page navigations are
 * steered before the app runs there and stores anything (cookies, storage and the service worker
 * are per origin):
 *
 * - another loopback name for the same port (127.0.0.1, any 127.x, [::1], *.localhost) is the
 *   same machine: redirected to the app's origin, path and query kept;
 * - without PUBLIC_ORIGIN, any other address (the machine's LAN address, a mapped port, a proxy's
 *   host name) gets a page saying which PUBLIC_ORIGIN to set;
 * - with PUBLIC_ORIGIN, other addresses are served: behind a proxy the Host header may be an
 *   internal name, and the operator has said where the app lives.
 *
 * API calls and files are never steered: scripts, health checks and API clients keep working at
 * any address.
 */
export type OriginDecision =
  | { kind: 'serve' }
  | { kind: 'redirect'; location: string }
  | { kind: 'misdirected'; appOrigin: string; addressed: string }

export interface Navigation {
  /** The Host header as the browser sent it. */
  host: string | undefined
  /** `X-Forwarded-Proto` of a TLS-terminating proxy, else undefined (plain http). */
  forwardedProto: string | undefined
  /** Path and query. */
  url: string
}

export function judgeNavigation(
  navigation: Navigation,
  appOrigin: string,
  publicOriginSet: boolean,
): OriginDecision {
  const scheme = navigation.forwardedProto === 'https' ? 'https' : 'http'
  const addressed = parseOrigin(`${scheme}://${navigation.host ?? ''}`)
  const own = new URL(appOrigin)
  if (addressed === undefined || addressed.origin === own.origin) return { kind: 'serve' }
  // An absolute-form request target is no page of ours to steer.
  if (!navigation.url.startsWith('/')) return { kind: 'serve' }
  if (
    isLoopbackHostname(addressed.hostname) &&
    isLoopbackHostname(own.hostname) &&
    portOf(addressed) === portOf(own)
  ) {
    // A fixed origin and the request's own path: the Host header never reaches the Location.
    return { kind: 'redirect', location: `${own.origin}${navigation.url}` }
  }
  if (publicOriginSet) return { kind: 'serve' }
  return { kind: 'misdirected', appOrigin: own.origin, addressed: addressed.origin }
}

export interface AppOriginGuardOptions {
  /** appOrigin(config): PUBLIC_ORIGIN, else http://localhost:PORT. */
  appOrigin: string
  publicOriginSet: boolean
  /** The configured PORT. */
  port: number
}

export function registerAppOriginGuard(app: FastifyInstance, options: AppOriginGuardOptions) {
  app.addHook('onRequest', async (request, reply) => {
    // Only connections to the configured port have an origin to compare with; in-process test
    // requests (no socket port) and PORT=0's free port do not.
    if (request.socket.localPort !== options.port || !isPageNavigation(request)) return
    const decision = judgeNavigation(
      {
        host: request.headers.host,
        forwardedProto: headerValue(request.headers['x-forwarded-proto']),
        url: request.url,
      },
      options.appOrigin,
      options.publicOriginSet,
    )
    if (decision.kind === 'serve') return
    void reply.header('cache-control', 'no-store')
    if (decision.kind === 'redirect') return reply.redirect(decision.location, 307)
    return reply
      .code(421)
      .type('text/html; charset=utf-8')
      .send(misdirectedPage(decision.appOrigin, decision.addressed))
  })
}

/** A browser opening a page of the app: GET or HEAD asking for HTML, outside the API. */
function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (!(request.headers.accept ?? '').includes('text/html')) return false
  return !isApiPath(request.url.split('?', 1)[0] ?? '')
}

function parseOrigin(url: string): URL | undefined {
  if (!URL.canParse(url)) return undefined
  const parsed = new URL(url)
  return parsed.hostname === '' ? undefined : parsed
}

function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80')
}

/** The first value: a chain of proxies lists one scheme per hop, the client's first. */
function headerValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value
  return first?.split(',', 1)[0]?.trim().toLowerCase()
}
