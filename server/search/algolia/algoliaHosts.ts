/*
 * Where the browser talks to Algolia in Algolia mode (docs/search.md): the hosts the v5 clients
 * default to (@algolia/client-search's getDefaultHosts for reads, client-insights' for events,
 * with or without a region). The CSP's connect-src lists them then, and only then.
 */

/** Client config `search.host`: a non-null host makes the app's client use Algolia's defaults. */
export const algoliaSearchHost = (appId: string) => `${appId}-dsn.algolia.net`

export function algoliaBrowserOrigins(appId: string): string[] {
  return [
    `https://${algoliaSearchHost(appId)}`,
    `https://${appId}-1.algolianet.com`,
    `https://${appId}-2.algolianet.com`,
    `https://${appId}-3.algolianet.com`,
    'https://insights.algolia.io',
    'https://insights.de.algolia.io',
    'https://insights.us.algolia.io',
  ]
}
