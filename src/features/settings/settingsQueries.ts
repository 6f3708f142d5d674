import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { billingInfoSchema, invoiceListSchema } from '@/core/api/payments'
import { apiKeyStatusSchema, userInfoAnswerSchema } from '@/core/api/user'
import { ApiError } from '@/lib/api/apiError'
import { requestJson } from '@/lib/api/client'
import { currentUserQuery } from '@/lib/auth/currentUser'
import { telegramInfoQuery, webhookSettingsQuery } from '@/lib/alerts/notificationQueries'
import type { SettingsSlug } from './settingsSections'

/*
 * Queries of the settings pages. The account query sits under the shell's user key, so
 * invalidating ['user'] refreshes the navbar and these pages together.
 */

export const userKey = ['user'] as const
export const billingKey = ['billing'] as const

export const signedOutMessage = 'You are signed out. Log in again to see your settings.'

/**
 * GET /v1/user/info with every field of the User entity (the shell reads only a few). Settings
 * are for signed-in users only: the guest answer means the session ended meanwhile (a logout in
 * another tab), which the page shows as a failure.
 */
export const accountInfoQuery = queryOptions({
  queryKey: [...currentUserQuery.queryKey, 'account'],
  queryFn: async () => {
    const user = userInfoAnswerSchema.parse(await requestJson('/v1/user/info'))
    if (user === null) throw new ApiError(signedOutMessage, 401)
    return user
  },
  staleTime: 60_000,
})

export const apiKeyStatusQuery = queryOptions({
  queryKey: [...userKey, 'apiKey'],
  queryFn: async () => apiKeyStatusSchema.parse(await requestJson('/v1/user/api_key')),
})

// Billing changes outside this page (checkout in a popup, provider webhooks), so every visit
// asks again while the last answer is shown.
export const billingInfoQuery = queryOptions({
  queryKey: [...billingKey, 'info'],
  queryFn: async () =>
    billingInfoSchema.parse(await requestJson('/payments/v1/customer/billing_info')),
  staleTime: 0,
})

export const invoicesQuery = queryOptions({
  queryKey: [...billingKey, 'invoices'],
  queryFn: async () => invoiceListSchema.parse(await requestJson('/payments/v1/customer/invoices')),
  staleTime: 0,
})

/**
 * Starts a section's requests from the route loader. Failures are left to the page, which shows
 * them where they matter (and ignores a failed invoice list), so prefetching never throws.
 */
export function prefetchSettings(
  queryClient: QueryClient,
  section: SettingsSlug,
): Promise<unknown> {
  const account = queryClient.prefetchQuery(accountInfoQuery)
  switch (section) {
    case 'api':
      return Promise.all([account, queryClient.prefetchQuery(apiKeyStatusQuery)])
    case 'billing':
      return Promise.all([
        account,
        queryClient.prefetchQuery(billingInfoQuery),
        queryClient.prefetchQuery(invoicesQuery),
      ])
    case 'notifications':
      return Promise.all([
        queryClient.prefetchQuery(telegramInfoQuery),
        queryClient.prefetchQuery(webhookSettingsQuery),
      ])
    case 'account':
      return account
  }
}
