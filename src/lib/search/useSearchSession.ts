import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { currentUserQuery, useCurrentUser } from '@/lib/auth/currentUser'
import { clientConfigQuery, reloadClientConfig } from '@/lib/config/clientConfig'
import { guestOwner } from './offlineRecordsStore'
import { createSearchClient, type SearchSetup } from './searchClient'

export interface SearchSession {
  /** Null while the configuration or the key is not known ("Search loading..."). */
  setup: SearchSetup | null
  /** Who clicks, for Insights events: the user's uuid; null for a guest. */
  userUuid: string | null
  /**
   * Asks the key's source again (a refused key, searchKeyRenewal.ts): user info for a signed-in
   * user (a fresh secured key with every answer), client config for a guest. Answers the key.
   */
  renewKey: () => Promise<string | null>
}

/**
 * The search client of whoever is looking: a signed-in user searches with their own secured key
 * (their private items, tier rules), a guest with the public search-only key of client config.
 * Nothing until both the configuration and the user are known, so a guest's key is never used
 * for a user whose info is still loading.
 */
export function useSearchSession(): SearchSession {
  const { user, status } = useCurrentUser()
  const config = useQuery(clientConfigQuery).data?.search ?? null
  const apiKey = status === 'initial' ? null : user ? user.searchAPIKey : (config?.apiKey ?? null)
  const userUuid = user?.uuid ?? null
  const setup = useMemo(
    () =>
      config && apiKey
        ? {
            config,
            apiKey,
            client: createSearchClient(config, apiKey),
            owner: userUuid ?? guestOwner,
          }
        : null,
    [config, apiKey, userUuid],
  )
  const queryClient = useQueryClient()
  const signedIn = user !== null
  const renewKey = useCallback(async () => {
    if (signedIn) {
      const fresh = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 })
      return fresh?.searchAPIKey ?? null
    }
    return (await reloadClientConfig(queryClient)).search?.apiKey ?? null
  }, [queryClient, signedIn])
  return { setup, userUuid, renewKey }
}
