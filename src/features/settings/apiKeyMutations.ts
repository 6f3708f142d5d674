import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiKeyResponseSchema } from '@/core/api/user'
import { requestJson } from '@/lib/api/client'
import { toast } from '@/lib/ui/toastStore'
import { failureText } from './failureText'
import { apiKeyStatusQuery } from './settingsQueries'

export const generatedMessage = 'New API key generated'

/**
 * POST /v1/user/generate_api_key. The key lives only in the caller's component state: never in
 * the query cache, which is persisted to local storage.
 */
export function useGenerateApiKey(onKey: (apiKey: string) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      apiKeyResponseSchema.parse(
        await requestJson('/v1/user/generate_api_key', { method: 'POST' }),
      ),
    onSuccess: async ({ apiKey }) => {
      onKey(apiKey)
      toast.success(generatedMessage)
      await queryClient.invalidateQueries({ queryKey: apiKeyStatusQuery.queryKey })
    },
    onError: (error) => toast.error('Error generating API key', failureText(error)),
  })
}
