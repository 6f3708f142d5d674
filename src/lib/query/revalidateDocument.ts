import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { versionTag } from '@/core/api/documentVersion'
import { serverAnswered } from '@/lib/api/reachability'

/*
 * Before an edit starts (docs/offline.md, "Conflicts"), the copy of a document the app holds is
 * checked against the server with its ETag: a conditional read (If-None-Match) answered 304 while
 * it is still the current version, which costs a header, and read whole only when it is not. So
 * an edit is made on the current version, and a save does not meet a newer one in the common
 * case of a copy up to 10 minutes old (the query's stale time) or restored from the device.
 */

/** How long an edit waits for the answer before it starts on the copy it holds. */
export const revalidateTimeoutMs = 5_000

type Versioned = { version: number }

/**
 * The document of `queryKey` as the server has it now: the copy held when it is current, the
 * newer version (read again through its query, so pending edits still show over it) when it is
 * not, and the copy held when the server cannot say (offline, no answer in time).
 */
export async function revalidateDocument<D extends Versioned>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  path: string,
): Promise<D | undefined> {
  const held = queryClient.getQueryData<D>(queryKey)
  if (held === undefined || !navigator.onLine) return held
  let status: number
  try {
    const response = await fetch(path, {
      credentials: 'include',
      // The app sets the validator itself: the browser's cache adds none of its own.
      cache: 'no-store',
      headers: { Accept: 'application/json', 'If-None-Match': versionTag(held.version) },
      signal: AbortSignal.timeout(revalidateTimeoutMs),
    })
    serverAnswered()
    status = response.status
    // The body of a newer version is read again through the query, with its own parsing.
    await response.body?.cancel()
  } catch {
    return held
  }
  if (status === 304) return held
  await queryClient.refetchQueries({ queryKey, exact: true })
  return queryClient.getQueryData<D>(queryKey) ?? held
}
