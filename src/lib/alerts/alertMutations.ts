import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Alert, AlertInput, AlertList } from '@/core/api/alerts'
import { toast } from '@/lib/ui/toastStore'
import { alertListQuery, alertsKey } from './alertQueries'
import { createAlert, deleteAlert, testAlert, updateAlert } from './alertRequests'
import { alertToasts, toastAlertFailure } from './alertToasts'

/*
 * The writes of alerts, shared by the alerts page and the chart page's Create alert. The list in
 * the cache changes at once as app.md section 4 says (create appends, update replaces by uuid,
 * delete removes by uuid), then is read again for the server's limit count.
 */

function changeList(list: AlertList | undefined, change: (data: Alert[]) => Alert[]) {
  if (!list) return list
  const data = change(list.data)
  return { data, limit: { ...list.limit, used: data.length } }
}

export function useCreateAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AlertInput) => createAlert(input),
    onSuccess: (alert) => {
      queryClient.setQueryData(alertListQuery.queryKey, (list) =>
        changeList(list, (data) => [...data.filter((a) => a.uuid !== alert.uuid), alert]),
      )
      toast.success(alertToasts.created)
    },
    onError: (error) => toastAlertFailure(alertToasts.createFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertListQuery.queryKey }),
  })
}

/** Saves the whole alert as changed (the dialog, the enabled switch, snooze) on its version. */
export function useUpdateAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ alert, input }: { alert: Alert; input: AlertInput }) =>
      updateAlert(alert.uuid, alert.version, input),
    onSuccess: (alert) => {
      queryClient.setQueryData(alertListQuery.queryKey, (list) =>
        changeList(list, (data) => data.map((a) => (a.uuid === alert.uuid ? alert : a))),
      )
      toast.success(alertToasts.updated)
    },
    onError: (error) => toastAlertFailure(alertToasts.updateFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertListQuery.queryKey }),
  })
}

export function useDeleteAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (alert: Alert) => deleteAlert(alert.uuid, alert.version),
    onSuccess: (_nothing, alert) => {
      queryClient.setQueryData(alertListQuery.queryKey, (list) =>
        changeList(list, (data) => data.filter((a) => a.uuid !== alert.uuid)),
      )
      queryClient.removeQueries({ queryKey: [...alertsKey, 'history', alert.uuid.toLowerCase()] })
      toast.success(alertToasts.deleted)
    },
    onError: (error) => toastAlertFailure(alertToasts.deleteFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertListQuery.queryKey }),
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
