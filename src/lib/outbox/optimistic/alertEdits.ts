import type { QueryClient } from '@tanstack/react-query'
import { modifierFor } from '@/core/alerts/alertRule'
import { alertInputSchema, alertSchema, type Alert, type AlertList } from '@/core/api/alerts'
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
  // The server keeps uuids in lower case; a target named otherwise is still the same alert.
  const uuid = op.target.toLowerCase()
  if (op.kind === 'alert.delete') {
    queryClient.setQueryData(alertListQuery.queryKey, (list) =>
      changeList(list, (data) => data.filter((alert) => alert.uuid.toLowerCase() !== uuid)),
    )
    queryClient.removeQueries({ queryKey: [...alertsKey, 'history', uuid] })
    return
  }
  const parsed = alertInputSchema.safeParse(op.payload)
  if (!parsed.success) return
  const input = parsed.data
  queryClient.setQueryData(alertListQuery.queryKey, (list) =>
    changeList(list, (data) => {
      const held = data.find((alert) => alert.uuid.toLowerCase() === uuid)
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
        : data.map((alert) => (alert.uuid.toLowerCase() === uuid ? shown : alert))
    }),
  )
}

/**
 * A landed write's answer is the alert as the server holds it, with its new version: shown at
 * once, so that the next edit or delete names that version rather than the one before its own
 * edit (the list's refetch follows, but a click may come first).
 */
export function applyAlertAnswer(queryClient: QueryClient, op: Operation, answer: unknown): void {
  if (op.kind !== 'alert.create' && op.kind !== 'alert.update') return
  const parsed = alertSchema.safeParse(answer)
  const uuid = op.target.toLowerCase()
  if (!parsed.success || parsed.data.uuid.toLowerCase() !== uuid) return
  const alert = parsed.data
  queryClient.setQueryData(alertListQuery.queryKey, (list) =>
    changeList(list, (data) =>
      data.map((held) => (held.uuid.toLowerCase() === uuid ? alert : held)),
    ),
  )
}
