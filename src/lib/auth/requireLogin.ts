import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { currentUserQuery } from './currentUser'

/**
 * For routes that need a signed-in user (settings, thank-you, success): a guest is sent to log
 * in and brought back to the page afterwards.
 */
export async function requireLogin(
  queryClient: QueryClient,
  location: ParsedLocation,
): Promise<void> {
  const user = await queryClient.ensureQueryData(currentUserQuery).catch(() => null)
  if (user) return
  throw redirect({
    to: '/auth/$method',
    params: { method: 'login' },
    search: { redirectTo: location.href },
  })
}
