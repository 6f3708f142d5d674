import type { InsightsClient } from '@algolia/client-insights'
import { localStore } from '@/lib/storage/localStore'
import { reportError } from '@/lib/errors/errorReporting'
import { isRateLimited, transportOptions, type SearchSetup } from './searchClient'

/** A result the user opened, from an answer that carried a queryID (click analytics on). */
export interface SearchClick {
  index: string
  objectID: string
  /** 1-based position in that answer. */
  position: number
  queryID: string
}

export const searchClickEventName = 'Search Result Clicked'

const anonymousTokenKey = 'searchUserToken'

/**
 * Who clicked, for Insights: a signed-in user's uuid, else a random token kept on this device.
 * Never an email or a name (Algolia's user tokens must not identify a person). A guest's token
 * is made at their first click, not on every page a guest merely visits.
 */
export function searchUserToken(userUuid: string | null): string {
  if (userUuid) return userUuid
  const kept = localStore.getString(anonymousTokenKey)
  if (kept) return kept
  const token = `anonymous-${crypto.randomUUID()}`
  localStore.set(anonymousTokenKey, token)
  return token
}

// The Insights client is loaded on the first click, not with the page.
const clients = new WeakMap<SearchSetup, Promise<InsightsClient>>()

function insightsFor(setup: SearchSetup): Promise<InsightsClient> {
  let client = clients.get(setup)
  if (!client) {
    client = import('@algolia/client-insights').then(({ insightsClient }) =>
      insightsClient(setup.config.appId, setup.apiKey, undefined, transportOptions(setup.config)),
    )
    clients.set(setup, client)
  }
  return client
}

/**
 * Sends Algolia's "clicked object IDs after search" event (POST /1/events) through the Insights
 * client, with the same host and key as the searches. A failure is reported (a 429 is not a fault)
 * and otherwise ignored: it must never stand between the user and the result they chose.
 */
export async function sendSearchClick(
  setup: SearchSetup,
  userToken: string,
  click: SearchClick,
): Promise<void> {
  try {
    const client = await insightsFor(setup)
    await client.pushEvents({
      events: [
        {
          eventType: 'click',
          eventName: searchClickEventName,
          index: click.index,
          userToken,
          objectIDs: [click.objectID],
          positions: [click.position],
          queryID: click.queryID,
        },
      ],
    })
  } catch (error) {
    if (!isRateLimited(error)) reportError(error, { during: 'search click event' })
  }
}
