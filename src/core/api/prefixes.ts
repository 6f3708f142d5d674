/**
 * Path prefixes that belong to the API rather than to the app. The server answers JSON (never the
 * SPA) under them, the dev server proxies them, and the service worker never serves the app shell
 * for them. The chat service lives under /v1 so that /chat stays an app route. The embedded
 * OpenID provider's pages (/oidc, /oidc-assets) are server pages the app navigates to.
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
] as const

export function isApiPath(pathname: string): boolean {
  return apiPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))
}
