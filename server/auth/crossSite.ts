import type { FastifyRequest } from 'fastify'

/**
 * Cross-site request forgery defence for cookie sessions. The session cookie is SameSite=Lax, so
 * browsers already leave it off cross-site POST, PATCH and DELETE; this check is the second
 * layer, for browsers without SameSite and for sibling subdomains (same-site, so Lax lets the
 * cookie through). A browser always says where a mutation comes from: `Origin` (or `Referer`
 * when a privacy setting drops it) and `Sec-Fetch-Site`, none of which a page can forge.
 */
export type RequestSite = 'same-origin' | 'cross-site' | 'unknown'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export function isSafeMethod(method: string): boolean {
  return safeMethods.has(method)
}

/**
 * Where the request comes from, judged against the server's own origin: PUBLIC_ORIGIN when set
 * (behind a proxy the Host header may be an internal name), else the origin the request was
 * addressed to.
 */
export function requestSite(
  request: FastifyRequest,
  publicOrigin: string | undefined,
): RequestSite {
  const own = publicOrigin ?? originOf(`${request.protocol}://${request.host}`)
  const fetchSite = header(request, 'sec-fetch-site')
  if (fetchSite === 'same-origin' || fetchSite === 'none') return 'same-origin'
  const source = header(request, 'origin') ?? header(request, 'referer')
  if (source !== undefined) return originOf(source) === own ? 'same-origin' : 'cross-site'
  return fetchSite === undefined ? 'unknown' : 'cross-site'
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** The origin of a URL (default ports dropped); undefined for `null` and anything unparsable. */
function originOf(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined
  const origin = new URL(url).origin
  return origin === 'null' ? undefined : origin
}
