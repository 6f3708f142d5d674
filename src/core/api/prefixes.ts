/**
 * Path prefixes that belong to the API rather than to the app. The server answers JSON (never the
 * SPA) under them, the dev server proxies them, and the service worker never serves the app shell
 * for them. The chat service lives under /v1 so that /chat stays an app route. The embedded
 * OpenID provider's pages (/oidc, /oidc-assets) are server pages the app navigates to. /1 is the
 * search service's Algolia protocol (docs/search.md).
 */
export const apiPrefixes = [
  '/v1',
  '/payments',
  '/surveys',
  '/cms',
  '/blog',
  '/healthz',
  '/oidc',
  '/oidc-assets',
  '/crypto-icons',
  '/1',
] as const

export function isApiPath(pathname: string): boolean {
  return apiPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))
}

/**
 * The search service's Algolia-protocol paths: authenticated by search keys only, never by the
 * session cookie (browsers send it along to their own origin; the session hook ignores it here).
 */
export function isSearchProtocolPath(pathname: string): boolean {
  return pathname.startsWith('/1/')
}
