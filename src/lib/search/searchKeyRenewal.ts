import { useEffect, useRef, useState } from 'react'
import type { SearchSetup } from './searchClient'

/*
 * A signed-in user's secured search key lasts 24 hours (docs/search.md, "Keys"); a tab left open
 * longer gets a 403 from the search service. Rather than a "Search failed" that no Retry can
 * mend, the app fetches a fresh key by itself (user info hands out a new one with every answer;
 * client config holds a guest's) and the search runs again under it: its query is keyed by the
 * key. Once per refused key: a key just renewed that is refused too is not renewed again until a
 * search with some key succeeds, so a server that refuses every key costs one extra request,
 * not a loop; its error then stays, with its Retry.
 */

/** A 403 from the search service (algoliasearch's ApiError): the key was refused or expired. */
export function isKeyRefused(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    (error as Error & { status?: unknown }).status === 403
  )
}

export interface KeyRenewal {
  /** A refused key is being replaced: the search will run again, its error is not one yet. */
  renewing: boolean
}

/**
 * Renews the key when a search with it was refused. `renew` fetches the key's source again and
 * answers the key it now holds (null when there is none).
 */
export function useSearchKeyRenewal(
  setup: SearchSetup | null,
  search: { error: unknown; succeeded: boolean },
  renew: () => Promise<string | null>,
): KeyRenewal {
  // The key the last renewal gave (or kept): if it is refused as well, renewing did not help.
  const [renewedTo, setRenewedTo] = useState<string | null>(null)
  // The key renewed last: never renewed twice (the answer may land before the new key does).
  const renewedFrom = useRef<string | null>(null)
  const apiKey = setup?.apiKey ?? null
  const refused = apiKey !== null && isKeyRefused(search.error)
  const renewing = refused && renewedTo !== apiKey

  // A key that answered is good: when it is refused one day, it is renewed in its turn.
  if (search.succeeded && renewedTo !== null) setRenewedTo(null)

  useEffect(() => {
    if (!renewing || apiKey === null || renewedFrom.current === apiKey) return
    renewedFrom.current = apiKey
    void renew()
      .catch(() => null)
      .then((key) => setRenewedTo(key ?? apiKey))
  }, [renewing, apiKey, renew])

  return { renewing }
}
