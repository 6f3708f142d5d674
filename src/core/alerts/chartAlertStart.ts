import type { AlertSource } from '../api/alerts'
import type { ChartItem } from '../api/udmItems'
import type { CatalogMetric } from '../api/catalog'
import { alertIntervals, type AlertInterval } from './alertRule'
import type { Resolution } from '../resolution'
import { itemName, refOf } from '../workbench/workbenchItems'

/*
 * What a chart's Create alert fills in. A metric's chart: its metric, asset and resolution. A
 * workbench: its selected item, a metric item as the metric's own chart would, a formula item as
 * a formula alert, which the server takes only from the user's own saved workbench, as saved
 * (docs/alerts.md).
 */

/** What the alert dialog starts with: a metric alert's metric, or a formula alert's source. */
export type ChartAlertStart = {
  metricName: string
  resolution?: AlertInterval
} & ({ path: string; asset: string } | { source: AlertSource })

function alertInterval(resolution: Resolution): { resolution?: AlertInterval } {
  const interval = alertIntervals.find((each) => each === resolution)
  return interval === undefined ? {} : { resolution: interval }
}

/** A metric's alert, at the chart's resolution when alerts have it (not a month). */
export function metricAlertStart(
  metric: Pick<CatalogMetric, 'path' | 'name'>,
  asset: string,
  resolution: Resolution,
): ChartAlertStart {
  return { path: metric.path, asset, metricName: metric.name, ...alertInterval(resolution) }
}

export interface WorkbenchAlertInput {
  item: ChartItem
  items: readonly ChartItem[]
  /** The metric item's catalog entry, once its series is read (undefined: loading or locked). */
  metric: { path: string; name: string; alerts: boolean } | undefined
  /** The workbench as saved, null for an unsaved one. */
  saved: { uuid: string; isOwner: boolean; isPreset: boolean; items: readonly ChartItem[] } | null
  /** The resolution the item is shown at. */
  resolution: Resolution
}

/** The alert the selected item can have, or undefined when it can have none. */
export function workbenchAlertStart(input: WorkbenchAlertInput): ChartAlertStart | undefined {
  const { item, items, metric, saved } = input
  if (item.configType === 'metric') {
    return metric?.alerts ? metricAlertStart(metric, item.meta.asset, input.resolution) : undefined
  }
  if (!saved?.isOwner || saved.isPreset) return undefined
  const ref = refOf(item, items)
  // The server reads the formula from the saved workbench: an edit not saved yet is not there.
  const kept = saved.items.find(
    (each) => each.configType === 'formula' && refOf(each, saved.items) === ref,
  )
  if (kept?.configType !== 'formula' || kept.meta.content !== item.meta.content) return undefined
  return {
    source: { chartUuid: saved.uuid, item: ref },
    metricName: itemName(item, items),
    ...alertInterval(input.resolution),
  }
}
