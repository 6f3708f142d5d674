import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import {
  contentSecurityPolicy,
  deploymentDirectives,
  type DeploymentOptions,
} from './contentSecurityPolicy'

/**
 * Helmet options for every response. Registered on the root instance so its onRequest hook also
 * runs for 404s, the SPA fallback and error responses.
 */
export function securityHeaderOptions(
  publicOrigin: string | undefined,
  deployment: DeploymentOptions = {},
): FastifyHelmetOptions {
  return {
    global: true,
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

export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicOrigin: string | undefined,
  deployment: DeploymentOptions = {},
): Promise<void> {
  await app.register(helmet, securityHeaderOptions(publicOrigin, deployment))
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
