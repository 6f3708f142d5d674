import { useMemo, useRef } from 'react'
import type { AlignedSeries } from '@/core/series/align'
import { UPlotChart } from './UPlotChart'
import type { ChartSeriesSpec, ChartSpec } from './engine/chartSpec'
import type { TimeRange } from './engine/chartView'
import { dragZoomPlugin } from './plugins/dragZoomPlugin'
import { rangeWindowPlugin } from './plugins/rangeWindowPlugin'

/**
 * The navigator layout: the whole history of the main series in a 56 px strip under the chart,
 * with the current range left unshaded. Dragging across it selects a new range.
 */
export function NavigatorStrip({
  series,
  color,
  range,
  onSelectRange,
}: {
  series: AlignedSeries
  color: string
  range: TimeRange
  onSelectRange: (range: TimeRange) => void
}) {
  const current = useRef(range)
  current.current = range
  const main = useMemo<AlignedSeries>(
    () => ({ t: series.t, columns: series.columns.slice(0, 1) }),
    [series],
  )
  const spec = useMemo<ChartSpec>(() => {
    const line: ChartSeriesSpec = { id: 'navigator', label: 'History', color, kind: 'area', axis: 'y', visible: true, width: 1 }
    return { series: [line], scales: { y: 'lin', price: 'lin' }, resolution: '24h', height: 56, interactive: false, selectable: true }
  }, [color])
  const plugins = useMemo(
    () => [rangeWindowPlugin(() => current.current), dragZoomPlugin((from, to) => onSelectRange({ from, to }))],
    [onSelectRange],
  )
  const first = main.t[0]
  const last = main.t.at(-1)
  if (first === undefined || last === undefined) return null
  return (
    <div className="chart-navigator">
      <UPlotChart
        spec={spec}
        series={main}
        range={{ from: first, to: last }}
        plugins={plugins}
        label="History of the series; drag across it to choose the range"
      />
    </div>
  )
}
