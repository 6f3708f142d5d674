import { useState } from 'react'
import type { ChartItem, FormulaItem } from '@/core/api/udmItems'
import { alertIntervals, type AlertInterval } from '@/core/alerts/alertRule'
import { itemName, refOf } from '@/core/workbench/workbenchItems'
import { AlertDialog } from '@/lib/alerts/AlertDialog'

/** The alert's first resolution: that of the workbench's first metric, when alerts have it. */
function resolutionOf(items: readonly ChartItem[]): AlertInterval | undefined {
  const first = items.find((item) => item.configType === 'metric')
  const resolution = first?.configType === 'metric' ? first.meta.resolution : undefined
  return alertIntervals.find((interval) => interval === resolution)
}

/**
 * Create alert on a formula item of the user's own saved workbench (docs/alerts.md, "The Alerts
 * page"): the alert dialog watching this formula, its preview over the formula's own series.
 * Once saved, the workbench draws the alert on the formula's axis.
 */
export function FormulaAlertButton({
  workbenchUuid,
  item,
  items,
  onSaved,
}: {
  workbenchUuid: string
  item: FormulaItem
  items: readonly ChartItem[]
  onSaved: (alertUuid: string) => void
}) {
  const [open, setOpen] = useState(false)
  const ref = refOf(item, items)
  const resolution = resolutionOf(items)
  return (
    <>
      <button type="button" className="button item-alert-button" onClick={() => setOpen(true)}>
        Create alert on {ref}
      </button>
      {open && (
        <AlertDialog
          start={{
            source: { chartUuid: workbenchUuid, item: ref },
            metricName: itemName(item, items),
            ...(resolution ? { resolution } : {}),
          }}
          onClose={() => setOpen(false)}
          onSaved={onSaved}
        />
      )}
    </>
  )
}
