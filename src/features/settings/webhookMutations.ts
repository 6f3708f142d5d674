import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  webhookSecretSchema,
  webhookTestAnswerSchema,
  type WebhookTestAnswer,
} from '@/core/api/alertDelivery'
import { requestJson } from '@/lib/api/client'
import { toast } from '@/lib/ui/toastStore'
import { failureText } from './failureText'
import { webhookSettingsQuery } from '@/lib/alerts/notificationQueries'

/*
 * The webhook's writes (docs/alerts.md, "Webhook"). A new secret goes to the caller's component
 * state only, never the query cache (persisted to local storage): it is shown this once.
 */

function useWebhookWrite<T>(
  write: (input: T) => Promise<string | null>,
  onSecret: (secret: string | null) => void,
  success: string,
  failure: string,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: async (secret) => {
      onSecret(secret)
      toast.success(success)
      await queryClient.invalidateQueries({ queryKey: webhookSettingsQuery.queryKey })
    },
    onError: (error) => toast.error(failure, failureText(error)),
  })
}

/** PUT /v1/alerts/webhook: saves the URL; a new secret comes back. */
export const useSaveWebhook = (onSecret: (secret: string | null) => void) =>
  useWebhookWrite(
    async (url: string) =>
      webhookSecretSchema.parse(
        await requestJson('/v1/alerts/webhook', { method: 'PUT', json: { url } }),
      ).secret,
    onSecret,
    'Webhook saved',
    'Error saving webhook',
  )

/** POST /v1/alerts/webhook/rotate: a new secret; the old one stops working. */
export const useRotateWebhookSecret = (onSecret: (secret: string | null) => void) =>
  useWebhookWrite(
    async () =>
      webhookSecretSchema.parse(await requestJson('/v1/alerts/webhook/rotate', { method: 'POST' }))
        .secret,
    onSecret,
    'Webhook secret rotated',
    'Error rotating webhook secret',
  )

/** DELETE /v1/alerts/webhook: no more webhook deliveries. */
export const useRemoveWebhook = (onSecret: (secret: string | null) => void) =>
  useWebhookWrite(
    async () => {
      await requestJson('/v1/alerts/webhook', { method: 'DELETE' })
      return null
    },
    onSecret,
    'Webhook removed',
    'Error removing webhook',
  )

function describeTest(answer: WebhookTestAnswer): string {
  const status = answer.status === null ? 'No answer' : `Your endpoint answered ${answer.status}`
  return answer.detail ? `${status}: ${answer.detail}` : status
}

/** POST /v1/alerts/webhook/test: one signed test event now, and what the receiver said. */
export function useSendWebhookTest() {
  return useMutation({
    mutationFn: async () =>
      webhookTestAnswerSchema.parse(
        await requestJson('/v1/alerts/webhook/test', { method: 'POST' }),
      ),
    onSuccess: (answer) =>
      answer.delivered
        ? toast.success('Test event delivered', describeTest(answer))
        : toast.error('Test event not delivered', describeTest(answer)),
    onError: (error) => toast.error('Error sending test event', failureText(error)),
  })
}
