import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import {
  contentSecurityPolicy,
  deploymentDirectives,
  type DeploymentOptions,
} from './contentSecurityPolicy'

/** Helmet options for every response. */
export function securityHeaderOptions(
  publicOrigin: string | undefined,
  deployment: DeploymentOptions = {},
): HelmetOptions {
  return {
    // useDefaults: false so helmet adds nothing we did not list (notably
    // upgrade-insecure-requests).
    contentSecurityPolicy: { useDefaults: false, directives: deploymentDirectives(deployment) },
    // The app loads no cross-origin resources that would need CORP headers; keeping COEP off
    // avoids breaking future third-party checkout or identity frames for no gain.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    // HSTS only when we know the app is served over https; on http://localhost it would pin
    // the developer's other local servers to https.
    strictTransportSecurity: publicOrigin?.startsWith('https:')
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
  }
}

/**
 * The headers helmet sets with these options, worked out once: none of them depends on the
 * request. (@fastify/helmet, used before, built helmet's middleware again on every request,
 * parsing the CSP directives each time: a few percent of a cached series answer under load.)
 */
export function securityHeadersFor(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers = new Map<string, string>()
  const recorder = {
    setHeader: (name: string, value: string) => void headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error !== undefined) throw error
  })
  return Object.freeze(Object.fromEntries(headers))
}

/**
 * Sets the security headers on every response. Registered on the root instance, first, so its
 * onRequest hook also runs for 404s, the SPA fallback and error responses.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicOrigin: string | undefined,
  deployment: DeploymentOptions = {},
): void {
  const headers = securityHeadersFor(securityHeaderOptions(publicOrigin, deployment))
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers)
    done()
  })
}

/**
 * For the few responses Fastify writes before any hook runs (a malformed URL): the headers that
 * matter for a JSON error body, set by hand because helmet's hook never sees these requests.
 */
export const essentialSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
}
