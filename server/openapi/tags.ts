/** A group of the reference (an OpenAPI tag) and what it holds. */
export interface OpenApiTag {
  name: string
  description?: string
}

/** The groups of the product's own API, in the order the reference lists them. */
export const productTags: readonly OpenApiTag[] = [
  {
    name: 'metrics',
    description:
      'Metric series in the public API’s shapes. Send your API key (Authorize, or `api_key`) ' +
      'for your plan’s metrics; without one you read as a guest, or as the signed-in user.',
  },
  { name: 'metadata', description: 'Assets and metrics: what can be asked for, and how.' },
  { name: 'asset-list', description: 'The home page’s asset table.' },
  { name: 'dashboards', description: 'Your dashboards and their categories; the presets.' },
  { name: 'udm', description: 'Your saved charts and workbenches and their categories.' },
  { name: 'alerts', description: 'Metric alerts, their channels and their pulse socket.' },
  { name: 'push', description: 'This browser’s Web Push subscription for alerts.' },
  { name: 'user', description: 'Your account: sign-up, session, profile, favourites, API key.' },
  { name: 'search', description: 'The search records this user may see (the offline copy).' },
  { name: 'payments', description: 'Your plan, invoices and subscription.' },
  { name: 'surveys', description: 'The onboarding survey.' },
  { name: 'forms', description: 'Contact sales.' },
  { name: 'cms', description: 'Content: catalog, charts, feature flags, what’s new.' },
  { name: 'blog', description: 'The blog’s articles and images.' },
  { name: 'client-config', description: 'What the browser app is configured with.' },
  { name: 'crypto-icons', description: 'Asset icons.' },
  { name: 'healthz', description: 'Liveness.' },
  { name: 'openapi.json', description: 'This document.' },
]

/**
 * Protocols of other services that the server speaks for their own clients (Algolia's search
 * client, OpenID sign-in, Paddle, Telegram): listed after everything of the product's own.
 */
export const protocolTags: readonly OpenApiTag[] = [
  {
    name: 'algolia',
    description:
      'Protocol: Algolia’s search API under `/1`, which the app’s search client speaks, with ' +
      'the search keys of `/v1/client-config` and `/v1/user/info`.',
  },
  {
    name: 'oidc',
    description: 'Protocol: the built-in OpenID provider’s sign-in, sign-up and reset pages.',
  },
  {
    name: 'payment-webhooks',
    description: 'Protocol: Paddle’s signed notifications of payments and subscriptions.',
  },
  {
    name: 'payment-sandbox',
    description:
      'Protocol: the sandbox checkout that stands in for Paddle’s without a Paddle client token.',
  },
  { name: 'telegram', description: 'Protocol: Telegram’s Bot API webhook (webhook mode).' },
]

/**
 * The document's tags for the operations it holds, product groups first and protocols last, each
 * part in the order above; a group not listed above (a new route prefix) goes with the product's,
 * after them, so nothing new ever lands among the protocols.
 */
export function documentTags(used: ReadonlySet<string>): OpenApiTag[] {
  const known = new Set([...productTags, ...protocolTags].map((tag) => tag.name))
  const unlisted = [...used]
    .filter((name) => !known.has(name))
    .sort()
    .map((name) => ({ name }))
  return [
    ...productTags.filter((tag) => used.has(tag.name)),
    ...unlisted,
    ...protocolTags.filter((tag) => used.has(tag.name)),
  ]
}
