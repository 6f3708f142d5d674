import { z } from 'zod'
import { contactEmailsSchema, noContactEmails, socialLinkSchema } from '../siteLinks'
import { searchClientConfigSchema } from './search'

/**
 * GET /v1/client-config: the public configuration the app reads at start (never a secret).
 * Everything is optional; null means the service is switched off.
 */
export const clientConfigSchema = z.object({
  productionHost: z.string().nullable().default(null),
  sentryDsn: z.string().nullable().default(null),
  analyticsEndpoint: z.string().nullable().default(null),
  /** Paddle.js client token; null means checkout opens the server's sandbox checkout page. */
  paddleClientToken: z.string().nullable().default(null),
  paddleEnvironment: z.enum(['sandbox', 'production']).default('sandbox'),
  /**
   * The Paddle account's price ids by catalog price id (`pri_studio_advanced_yearly` ->
   * `pri_01h…`); prices not listed keep their catalog id. See providerPriceId and
   * catalogPriceOf in src/core/billingCatalog.ts.
   */
  paddlePriceIds: z.record(z.string(), z.string()).default({}),

  /** The OpenID issuer the app signs in with (authorization code + PKCE), and its client id. */
  oidcIssuer: z.string().nullable().default(null),
  oidcClientId: z.string().nullable().default(null),

  /**
   * The server's VAPID public key (base64url) for `PushManager.subscribe`'s
   * applicationServerKey; null when this server sends no Web Push.
   */
  vapidPublicKey: z.string().nullable().default(null),

  /** Global search: the Algolia-protocol service the app queries (docs/search.md); null: off. */
  search: searchClientConfigSchema.nullable().default(null),

  /** The deployment's mailboxes (SUPPORT_EMAIL, …); a null one is not shown (src/core/siteLinks.ts). */
  contactEmails: contactEmailsSchema.default(noContactEmails),
  /** The deployment's social profiles (SOCIAL_LINKS), in order; none unless configured. */
  socialLinks: z.array(socialLinkSchema).default([]),
})
export type ClientConfig = z.infer<typeof clientConfigSchema>
