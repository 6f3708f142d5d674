import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { currentUserQuery, type CurrentUser } from './currentUser'

/**
 * For routes that need a signed-in user (settings, thank-you, success): a guest is sent to log
 * in and brought back to the page afterwards.
 */
export async function requireLogin(
  queryClient: QueryClient,
  location: ParsedLocation,
): Promise<void> {
  if (await signedInNow(queryClient)) return
  throw redirect({
    to: '/auth/$method',
    params: { method: 'login' },
    search: { redirectTo: location.href },
  })
}

/**
 * The signed-in user, asked of the server when the one held was restored from this device's copy
 * (kept for offline use): the session may have ended since, in another tab or on another device.
 * Without an answer (offline, the server unreachable) the device's copy stands, so the page still
 * opens offline.
 */
async function signedInNow(queryClient: QueryClient): Promise<CurrentUser | null> {
  const held = queryClient.getQueryState(currentUserQuery.queryKey)
  const restored = held?.data != null && held.dataUpdatedAt < performance.timeOrigin
  if (!restored || !navigator.onLine) {
    return queryClient.ensureQueryData(currentUserQuery).catch(() => null)
  }
  return queryClient
    .fetchQuery({ ...currentUserQuery, staleTime: 0 })
    .catch(() => held.data ?? null)
}
