import type { QueryClient } from '@tanstack/react-query'
import { modifierFor } from '@/core/alerts/alertRule'
import { alertInputSchema, type Alert, type AlertList } from '@/core/api/alerts'
import type { Operation } from '@/core/sync/operations'
import { alertListQuery, alertsKey } from '@/lib/alerts/alertQueries'

/*
 * Queued alert writes shown in the alerts list (see dashboardEdits.ts): create appends, update
 * replaces by uuid, delete removes (app.md section 4), and the limit's count follows.
 */

function changeList(list: AlertList | undefined, change: (data: Alert[]) => Alert[]) {
  if (!list) return list
  const data = change(list.data)
  return { data, limit: { ...list.limit, used: data.length } }
}

export function applyAlertEdit(queryClient: QueryClient, op: Operation, now: number): void {
  const uuid = op.target
  if (op.kind === 'alert.delete') {
    queryClient.setQueryData(alertListQuery.queryKey, (list) =>
      changeList(list, (data) => data.filter((alert) => alert.uuid !== uuid)),
    )
    queryClient.removeQueries({ queryKey: [...alertsKey, 'history', uuid] })
    return
  }
  const parsed = alertInputSchema.safeParse(op.payload)
  if (!parsed.success) return
  const input = parsed.data
  queryClient.setQueryData(alertListQuery.queryKey, (list) =>
    changeList(list, (data) => {
      const held = data.find((alert) => alert.uuid === uuid)
      const shown: Alert = {
        ...input,
        uuid,
        conditionDuration: input.conditionDuration ?? null,
        modifier: modifierFor(input.movingAverage),
        metricName: input.metricName ?? held?.metricName ?? input.name ?? '',
        name: input.name ?? held?.name ?? input.metricName ?? '',
        disabledReason: null,
        version: held?.version ?? 1,
        createdAt: held?.createdAt ?? op.createdAt,
        updatedAt: now,
      }
      return held === undefined
        ? [...data, shown]
        : data.map((alert) => (alert.uuid === uuid ? shown : alert))
    }),
  )
}
