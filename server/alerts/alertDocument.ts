import { modifierFor } from '@/core/alerts/alertRule'
import type { Alert } from '@/core/api/alerts'
import type { StoredAlert } from '../repositories/alertsRepository'

/** A stored alert as its owner reads it: both forms of the moving average, no owner. */
export function alertDocument({ ownerUuid: _ownerUuid, ...alert }: StoredAlert): Alert {
  return { ...alert, modifier: modifierFor(alert.movingAverage) }
}
