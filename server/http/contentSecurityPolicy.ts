/**
 * The one Content-Security-Policy of the server, for the app, the API and error responses alike.
 *
 * Everything comes from our own origin: the build emits no inline scripts or styles, so no
 * 'unsafe-inline' is needed. img-src allows data: and blob: because charts are exported as images
 * and icons may be inlined. `upgrade-insecure-requests` is deliberately absent: the reference
 * server is served over plain http on localhost, where that directive would break every request.
 */
export const contentSecurityPolicyDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  // Only our own pages may frame us: the app renews its sign-in in a hidden same-origin frame
  // (the provider's authorize endpoint answering to /auth/callback). Other sites may not.
  'frame-ancestors': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
} as const satisfies Record<string, readonly string[]>

/** The header value, for places that set it without helmet (and for tests). */
export const contentSecurityPolicy = Object.entries(contentSecurityPolicyDirectives)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ')

/**
 * The directives for a deployment: the base policy plus the origins of the optional services the
 * browser talks to directly (error reporting and analytics collectors), nothing else.
 */
export function deploymentDirectives(connectOrigins: readonly string[]) {
  return {
    ...contentSecurityPolicyDirectives,
    'connect-src': [...contentSecurityPolicyDirectives['connect-src'], ...new Set(connectOrigins)],
  }
}

/** Origins of the configured browser-side services; credentials in a URL never reach the CSP. */
export function browserServiceOrigins(urls: ReadonlyArray<string | undefined>): string[] {
  return urls.flatMap((url) => (url && URL.canParse(url) ? [new URL(url).origin] : []))
}
