import type { AlertDisabledReason } from '@/core/api/alerts'
import type { ChartItem } from '@/core/api/udmItems'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { createAlertsRepository, type StoredAlert } from '../repositories/alertsRepository'
import { createUserNotificationsRepository } from '../repositories/userNotificationsRepository'
import { formulaItemOf } from './formulaTarget'

/** The workbench a change was made to. */
export interface ChangedWorkbench {
  uuid: string
  ownerUuid: string
  name: string
}

/**
 * After a saved workbench is changed or deleted (udmRoutes.ts, in the same transaction): its
 * alerts whose formula is gone are turned off with a `disabledReason`, and the owner finds a
 * notification for each (GET /v1/user/notifications) pointing to /alerts. Takes the owner's lock
 * first (alertsRepository.lockOwner), as an alert create does, so an alert saved on this
 * workbench meanwhile is either refused or found here.
 * @param items the workbench's items after the change; null when it was deleted
 * @returns how many alerts were turned off
 */
export async function disableOrphanedAlerts(
  db: Kysely<Database>,
  workbench: ChangedWorkbench,
  items: readonly ChartItem[] | null,
  now: number,
): Promise<number> {
  const alerts = createAlertsRepository(db)
  await alerts.lockOwner(workbench.ownerUuid)
  const orphaned = (await alerts.listBySourceChart(workbench.ownerUuid, workbench.uuid)).filter(
    (alert) =>
      alert.disabledReason === null &&
      (items === null || formulaItemOf(items, alert.source?.item ?? '') === undefined),
  )
  if (orphaned.length === 0) return 0
  const reason: AlertDisabledReason = items === null ? 'source_deleted' : 'source_item_removed'
  await alerts.disable(
    orphaned.map((alert) => alert.uuid),
    reason,
    now,
  )
  const notifications = createUserNotificationsRepository(db, { clock: () => now })
  for (const alert of orphaned) {
    await notifications.add(workbench.ownerUuid, disabledNotice(alert, workbench, reason))
  }
  return orphaned.length
}

function disabledNotice(
  alert: StoredAlert,
  workbench: ChangedWorkbench,
  reason: AlertDisabledReason,
) {
  const why =
    reason === 'source_deleted'
      ? `The workbench "${workbench.name}" it watched was deleted.`
      : `The formula ${alert.source?.item ?? ''} it watched is no longer in the workbench "${workbench.name}".`
  return {
    kind: 'alert_disabled' as const,
    title: `Alert "${alert.name}" was turned off`,
    body: `${why} Edit the alert to watch another formula, or delete it.`,
    link: '/alerts',
  }
}
