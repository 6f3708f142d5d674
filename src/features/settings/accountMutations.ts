import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userInfoSchema, type UpdateUserInfo } from '@/core/api/user'
import { requestJson } from '@/lib/api/client'
import { currentUserQuery } from '@/lib/auth/currentUser'
import { toast } from '@/lib/ui/toastStore'
import { failureText } from './failureText'
import { accountInfoQuery } from './settingsQueries'

export const savedMessage = 'Your changes have been saved'

/** PATCH /v1/user/info; the answer is the updated user, so no refetch is needed here. */
export function useSaveNames() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UpdateUserInfo) =>
      userInfoSchema.parse(await requestJson('/v1/user/info', { method: 'PATCH', json: body })),
    onSuccess: async (user) => {
      queryClient.setQueryData(accountInfoQuery.queryKey, user)
      toast.success(savedMessage)
      // The navbar shows the name from the shell's own query.
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey, exact: true })
    },
    onError: (error) => toast.error('Error updating user details', failureText(error)),
  })
}

/**
 * The logout route wipes local data and ends the identity provider's session; a full navigation
 * also drops every in-memory cache of the deleted account.
 */
export function leaveAfterDeletion(): void {
  window.location.assign('/auth/logout')
}

/** POST /v1/user/delete_account, then away to the logout route (app.md section 7). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => requestJson('/v1/user/delete_account', { method: 'POST' }),
    onSuccess: leaveAfterDeletion,
    onError: (error) => toast.error('Error deleting account', failureText(error)),
  })
}
