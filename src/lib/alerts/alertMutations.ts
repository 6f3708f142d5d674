import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Alert, AlertInput } from '@/core/api/alerts'
import { submitOperation } from '@/lib/outbox/outboxSync'
import type { SubmitResult } from '@/lib/outbox/settleWaiters'
import { toast } from '@/lib/ui/toastStore'
import { alertsKey } from './alertQueries'
import { testAlert } from './alertRequests'
import { alertToasts, toastAlertFailure } from './alertToasts'

/*
 * The writes of alerts, shared by the alerts page and the chart page's Create alert. Each goes
 * through the outbox (docs/offline.md): the list changes at once as app.md section 4 says (create
 * appends, update replaces by uuid, delete removes by uuid) and is read again for the server's
 * limit count once the write lands.
 */

const savedOnDevice = 'Saved on this device: it syncs when you are back online'

function toastOutcome(result: SubmitResult, done: string): void {
  if (result === 'done') toast.success(done)
  else if (result === 'queued') toast.success(savedOnDevice)
}

const alertName = (input: AlertInput) => input.name ?? input.metricName ?? 'alert'

export function useCreateAlert() {
  return useMutation({
    mutationFn: async (input: AlertInput) => {
      const uuid = input.uuid ?? crypto.randomUUID()
      const result = await submitOperation({
        kind: 'alert.create',
        target: uuid,
        payload: { ...input, uuid },
        baseVersion: null,
        label: `Created alert “${alertName(input)}”`,
      })
      return { result, uuid }
    },
    onSuccess: ({ result }) => toastOutcome(result, alertToasts.created),
    onError: (error) => toastAlertFailure(alertToasts.createFailed, error),
  })
}

/** Saves the whole alert as changed (the dialog, the enabled switch, snooze) on its version. */
export function useUpdateAlert() {
  return useMutation({
    mutationFn: async ({ alert, input }: { alert: Alert; input: AlertInput }) => {
      const result = await submitOperation({
        kind: 'alert.update',
        target: alert.uuid,
        payload: input,
        baseVersion: alert.version,
        base: alert,
        label: `Changed alert “${alertName(input)}”`,
      })
      return { result, uuid: alert.uuid }
    },
    onSuccess: ({ result }) => toastOutcome(result, alertToasts.updated),
    onError: (error) => toastAlertFailure(alertToasts.updateFailed, error),
  })
}

export function useDeleteAlert() {
  return useMutation({
    mutationFn: (alert: Alert) =>
      submitOperation({
        kind: 'alert.delete',
        target: alert.uuid,
        baseVersion: alert.version,
        // What the user saw: a newer version that differs only in its number is still deleted.
        base: alert,
        label: `Deleted alert “${alert.name}”`,
      }),
    onSuccess: (result) => toastOutcome(result, alertToasts.deleted),
    onError: (error) => toastAlertFailure(alertToasts.deleteFailed, error),
  })
}

/** Send test: the test firing shows in the history, so that is read again. */
export function useTestAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (alert: Alert) => testAlert(alert.uuid),
    onSuccess: () => toast.success(alertToasts.testSent),
    onError: (error) => toastAlertFailure(alertToasts.testFailed, error),
    onSettled: (_answer, _error, alert) =>
      queryClient.invalidateQueries({
        queryKey: [...alertsKey, 'history', alert.uuid.toLowerCase()],
      }),
  })
}
