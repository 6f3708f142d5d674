import type { ChartDocument, ChartInput } from '@/core/api/udm'
import type { ChartItem } from '@/core/api/udmItems'
import { workbenchAlertStart } from '@/core/alerts/chartAlertStart'
import type { Resolution } from '@/core/resolution'
import type { Zoom } from '@/core/searchParams'
import { finestResolution } from '@/core/workbench/viewResolution'
import { requestOfItem, type ItemStore } from '@/lib/charts/metricItemSeries'
import { RangeSelector, ResolutionSelect } from '../ChartToolbar'
import { CreateAlertButton } from '../CreateAlertButton'

/**
 * The workbench's controls, as a metric's chart has them: the range, the resolution every metric
 * item is shown at (the address's `i`; "As saved" leaves each at its own), one axis for all, and
 * Create alert for the selected item (its metric, or the formula of a workbench saved as the
 * user's own).
 */
export function WorkbenchToolbar({
  chart,
  shownItems,
  saved,
  selected,
  selectedStore,
  customRange,
  onZoom,
  resolution,
  resolutions,
  onResolution,
  sameAxis,
  onSameAxis,
}: {
  chart: ChartInput
  /** The items as shown (at the chosen resolution). */
  shownItems: readonly ChartItem[]
  saved: ChartDocument | null
  selected: ChartItem | undefined
  /** The selected metric item's store (its catalog entry once read). */
  selectedStore: ItemStore | undefined
  customRange: boolean
  onZoom: (zoom: Zoom) => void
  resolution: Resolution | undefined
  resolutions: readonly Resolution[]
  onResolution: (resolution: Resolution | undefined) => void
  sameAxis: boolean
  onSameAxis: (sameAxis: boolean) => void
}) {
  const shownSelected = shownItems.find((item) => item.uuid === selected?.uuid)
  const metric = selectedStore?.status === 'data' ? selectedStore.metric : undefined
  const alertStart =
    shownSelected &&
    workbenchAlertStart({
      item: shownSelected,
      items: shownItems,
      metric: metric && {
        path: metric.path,
        name: metric.name,
        alerts: metric.studioMetricConfig.alerts,
      },
      saved,
      // A metric item is read at its own (or its metric's default) resolution.
      resolution:
        shownSelected.configType === 'metric' && metric
          ? requestOfItem(shownSelected, metric).i
          : finestResolution(shownItems),
    })

  return (
    <div className="chart-toolbar" role="toolbar" aria-label="Chart controls">
      <RangeSelector zoom={customRange ? undefined : (chart.zoom ?? 'all')} onZoom={onZoom} />
      {resolutions.length > 1 && (
        <ResolutionSelect
          value={resolution}
          options={resolutions}
          onChange={onResolution}
          unsetLabel="As saved"
        />
      )}
      <label className="item-check">
        <input
          type="checkbox"
          checked={sameAxis}
          onChange={(event) => onSameAxis(event.target.checked)}
        />
        Same axis
      </label>
      {alertStart && (
        // Keyed by the item, so another selected item never opens the previous one's dialog.
        <CreateAlertButton key={shownSelected?.uuid} start={alertStart} />
      )}
    </div>
  )
}
