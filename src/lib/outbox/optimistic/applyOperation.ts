import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { targetType, type Operation } from '@/core/sync/operations'
import { alertsKey } from '@/lib/alerts/alertQueries'
import { dashboardsKey } from '@/lib/dashboards/dashboardQueries'
import { favoritesKey } from '@/lib/favorites/favoritesQuery'
import { udmKey } from '@/lib/udm/udmQueries'
import { applyAlertAnswer, applyAlertEdit } from './alertEdits'
import { applyChartCategoryEdit, applyDashboardCategoryEdit } from './categoryEdits'
import { applyChartEdit } from './chartEdits'
import { applyDashboardEdit } from './dashboardEdits'
import { applyFavoriteEdit } from './favoriteEdits'

/*
 * The optimistic side of the outbox: what the cache shows is the server's last answer with every
 * pending operation applied on top, in order. Applied when an operation is queued, again after
 * each read of what it touches (a refetch would otherwise hide it until it lands), and on start
 * over the cache restored from local storage.
 */

/** The cached reads an operation's kind changes: refetched once it lands or fails. */
export function touchedKeys(op: Operation): QueryKey[] {
  switch (targetType(op.kind)) {
    case 'dashboard':
    case 'dashboardCategory':
      return [dashboardsKey]
    case 'favorite':
      return [favoritesKey]
    case 'chart':
    case 'chartCategory':
      return [udmKey]
    case 'alert':
      return [alertsKey]
  }
}

export function applyOperation(queryClient: QueryClient, op: Operation, now = Date.now()): void {
  switch (targetType(op.kind)) {
    case 'dashboard':
      return applyDashboardEdit(queryClient, op, now)
    case 'dashboardCategory':
      return applyDashboardCategoryEdit(queryClient, op)
    case 'favorite':
      return applyFavoriteEdit(queryClient, op)
    case 'chart':
      return applyChartEdit(queryClient, op, now)
    case 'chartCategory':
      return applyChartCategoryEdit(queryClient, op)
    case 'alert':
      return applyAlertEdit(queryClient, op, now)
  }
}

/**
 * What a landed operation's answer says, shown before the refetch of what it touched answers.
 * Alerts only: the list shows each alert whole, with the version the next write must name.
 */
export function applyAnswer(queryClient: QueryClient, op: Operation, answer: unknown): void {
  if (targetType(op.kind) === 'alert') applyAlertAnswer(queryClient, op, answer)
}

/** Whether a query key lies under one of the roots the pending operations touch. */
export function isTouched(key: QueryKey, ops: readonly Operation[]): boolean {
  return ops.some((op) =>
    touchedKeys(op).some((root) => root.every((part, index) => key[index] === part)),
  )
}
