import { embedFrameOrigins } from '@/core/dashboardEditor/embedFrameOrigins'

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
  // 'wasm-unsafe-eval' lets the formula worker compile its WebAssembly kernels
  // (src/core/series/wasm), which ship inside our own script; it allows no eval() of JavaScript.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // Dashboards frame videos and reports from the allow-listed players only
  // (src/core/dashboards/embedUrls.ts computes the addresses, embedFrameOrigins lists them).
  'frame-src': ["'self'", ...embedFrameOrigins],
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
 * Paddle.js, allowed only where a Paddle client token is configured: its script comes from the
 * CDN, its overlay checkout is a frame on a paddle.com host (checkout, sandbox checkout) that
 * the script talks to. Without a token the sandbox checkout opens as a same-origin popup and
 * the policy stays as strict as above.
 */
export const paddleSources = {
  script: ['https://cdn.paddle.com'],
  frame: ['https://*.paddle.com'],
  connect: ['https://*.paddle.com'],
} as const

export interface DeploymentOptions {
  /** Origins of the optional services the browser calls (error reporting, analytics, issuer). */
  connectOrigins?: readonly string[]
  /** A Paddle client token is configured: checkout runs through Paddle.js. */
  paddle?: boolean
}

/**
 * The directives for a deployment: the base policy plus the origins of the optional services the
 * browser talks to directly, and Paddle's when it takes payments; nothing else.
 */
export function deploymentDirectives({ connectOrigins = [], paddle = false }: DeploymentOptions) {
  const base = contentSecurityPolicyDirectives
  const paddleOnly = (sources: readonly string[]) => (paddle ? sources : [])
  return {
    ...base,
    'script-src': [...base['script-src'], ...paddleOnly(paddleSources.script)],
    'connect-src': [
      ...new Set([...base['connect-src'], ...connectOrigins, ...paddleOnly(paddleSources.connect)]),
    ],
    'frame-src': [...base['frame-src'], ...paddleOnly(paddleSources.frame)],
  }
}

/** Origins of the configured browser-side services; credentials in a URL never reach the CSP. */
export function browserServiceOrigins(urls: ReadonlyArray<string | undefined>): string[] {
  return urls.flatMap((url) => (url && URL.canParse(url) ? [new URL(url).origin] : []))
}
