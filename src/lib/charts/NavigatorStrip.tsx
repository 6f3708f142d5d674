import { useMemo } from 'react'
import type { AlignedSeries } from '@/core/series/align'
import { UPlotChart } from './UPlotChart'
import type { ChartSpec } from './engine/chartSpec'
import type { TimeRange } from './engine/chartView'
import { dragZoomPlugin } from './plugins/dragZoomPlugin'
import './charts.css'

/**
 * The navigator layout: the whole history of the main series in a 56 px strip under the chart,
 * the current range marked as a window. Dragging across the strip selects a new range.
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
  const main = useMemo<AlignedSeries>(
    () => ({ t: series.t, columns: series.columns.slice(0, 1) }),
    [series],
  )
  const spec = useMemo<ChartSpec>(
    () => ({
      series: [
        {
          id: 'navigator',
          label: 'History',
          color,
          kind: 'area',
          axis: 'y',
          visible: true,
          width: 1,
        },
      ],
      scales: { y: 'lin', price: 'lin' },
      resolution: '24h',
      height: 56,
      layout: 'navigator',
    }),
    [color],
  )
  const plugins = useMemo(
    () => [dragZoomPlugin((from, to) => onSelectRange({ from, to }))],
    [onSelectRange],
  )
  const first = main.t[0]
  const last = main.t.at(-1)
  const whole = useMemo(
    () => (first === undefined || last === undefined ? undefined : { from: first, to: last }),
    [first, last],
  )
  if (!whole) return null
  return (
    <div className="chart-navigator">
      <UPlotChart
        spec={spec}
        series={main}
        range={whole}
        plugins={plugins}
        selection={range}
        label="The whole history; drag across it to choose the range"
      />
    </div>
  )
}
