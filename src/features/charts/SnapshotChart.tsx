import { useId, useMemo, useState } from 'react'
import type { CatalogMetric } from '@/core/api/catalog'
import type { ChartSettings } from '@/core/charts/chartSettings'
import { seriesColor } from '@/core/charts/palette'
import {
  availableComparisons,
  expiryComparisons,
  optionsComparison,
  snapshotIndex,
  snapshotOf,
  type ExpiryComparison,
  type Snapshot,
} from '@/core/charts/snapshots'
import { formatDate } from '@/core/format/date'
import { formatAxisTick, formatNumber } from '@/core/format/number'
import { ChartLegend } from '@/lib/charts/ChartLegend'
import { UPlotChart } from '@/lib/charts/UPlotChart'
import { useChartView } from '@/lib/charts/useChartView'
import { useHiddenSeries } from '@/lib/charts/useHiddenSeries'
import type { ChartSpec } from '@/lib/charts/engine/chartSpec'
import type { MetricData } from '@/lib/charts/metricData'
import { markerPlugin } from '@/lib/charts/plugins/markerPlugin'
import { tooltipPlugin } from '@/lib/charts/plugins/tooltipPlugin'
import { EmptyState } from '@/lib/ui/EmptyState'
import { ChartActions, legendOf } from './ExportMenu'

/** The dates of a document series and the snapshot chart of the chosen one, if it makes one. */
export function snapshotsOf(
  data: MetricData,
  date: string | undefined,
): { t: Float64Array; index: number; snapshot: Snapshot } | undefined {
  const series = data.series
  if (series.kind !== 'documents' || series.t.length === 0) return undefined
  const index = snapshotIndex(series.t, date)
  const snapshot = snapshotOf(series.d[index])
  return snapshot && { t: series.t, index, snapshot }
}

/**
 * A snapshot chart (options by strike, price distributions, open interest by exchange): one
 * date's document as bars over strikes, price bins or exchanges, with the date picked in the
 * address (`date`, the latest by default).
 */
export function SnapshotChart({
  metric,
  settings,
  data,
  snapshot,
  t,
  index,
  onDate,
}: {
  metric: CatalogMetric
  settings: ChartSettings
  data: MetricData
  snapshot: Snapshot
  t: Float64Array
  index: number
  onDate: (date: string) => void
}) {
  const id = useId()
  const [hidden, onLegendChange] = useHiddenSeries()
  const [view, onView] = useChartView()
  const [compared, setCompared] = useState<readonly ExpiryComparison[]>(['latest'])
  const documents = data.series.kind === 'documents' ? data.series.d : undefined
  const available = useMemo(
    () => (snapshot.kind === 'options' ? availableComparisons(t, index) : []),
    [snapshot.kind, t, index],
  )
  // Options chains lay earlier days' implied volatility over the day's (expiry comparison).
  const shown = useMemo(
    () =>
      (snapshot.kind === 'options' && documents
        ? optionsComparison(
            t,
            documents,
            index,
            compared.filter((c) => available.includes(c)),
          )
        : undefined) ?? snapshot,
    [snapshot, documents, t, index, compared, available],
  )
  const { x, xLabels, series, marker } = shown
  const aligned = useMemo(() => ({ t: x, columns: series.map((s) => s.values) }), [x, series])
  const label = useMemo(
    () =>
      xLabels
        ? (value: number) => xLabels[Math.round(value)] ?? ''
        : (value: number, step?: number) => formatAxisTick(value, step),
    [xLabels],
  )
  const columns = series.filter((s) => s.kind === 'column').length
  const spec = useMemo<ChartSpec>(
    () => ({
      series: series.map((s, i) => ({
        id: s.id,
        label: s.label,
        color: seriesColor(i),
        kind: s.kind,
        axis: s.axis,
        visible: hidden[s.id] !== true,
        ...(s.kind === 'column' && columns === 2
          ? { barAlign: i === 0 ? (-1 as const) : (1 as const) }
          : {}),
      })),
      scales: { y: 'lin', price: 'lin' },
      resolution: settings.resolution,
      height: 480,
      layout: 'default',
      xAxis: { label, ...(xLabels ? { splits: xLabels.map((_, i) => i) } : {}) },
    }),
    [series, hidden, columns, settings.resolution, label, xLabels],
  )
  const plugins = useMemo(
    () => [
      ...(marker ? [markerPlugin(marker)] : []),
      tooltipPlugin(
        () => settings.resolution,
        undefined,
        (value) => (xLabels ? label(value) : `${shown.xName ?? 'Value'} ${formatNumber(value)}`),
      ),
    ],
    [marker, settings.resolution, xLabels, label, shown.xName],
  )
  const first = x[0]
  const last = x.at(-1)
  if (first === undefined || last === undefined) return <EmptyState />
  // Half a step of room on each side, so the outer bars are whole.
  const step = x.length > 1 ? (last - first) / (x.length - 1) : 1
  const range = { from: first - step / 2, to: last + step / 2 }
  const day = formatDate(t[index] as number)

  return (
    <div className="chart-panel">
      <div className="chart-panel-bar">
        <ChartLegend items={spec.series} onChange={onLegendChange} />
        <ChartActions
          data={data}
          view={view}
          metric={metric}
          content={() => ({
            kind: 'snapshot',
            asset: settings.asset,
            from: t[index] as number,
            to: t[index] as number,
            legend: legendOf(spec.series),
          })}
        >
          <label className="chart-select" htmlFor={`${id}-date`}>
            Date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            value={day}
            min={formatDate(t[0] as number)}
            max={formatDate(t[t.length - 1] as number)}
            onChange={(event) => {
              if (event.target.value) onDate(event.target.value)
            }}
          />
        </ChartActions>
      </div>
      {snapshot.kind === 'options' && (
        <ComparisonToggles available={available} value={compared} onChange={setCompared} />
      )}
      <UPlotChart
        spec={spec}
        series={aligned}
        range={range}
        plugins={plugins}
        label={`${metric.name} for ${settings.asset} on ${day}`}
        onView={onView}
      />
    </div>
  )
}

/**
 * The expiry comparison (charts.md §9: 2w, 1w, 2d, 1d, latest): which days' implied volatility
 * curves are drawn. A day with no chain that far back cannot be chosen.
 */
function ComparisonToggles({
  available,
  value,
  onChange,
}: {
  available: readonly ExpiryComparison[]
  value: readonly ExpiryComparison[]
  onChange: (value: readonly ExpiryComparison[]) => void
}) {
  const id = useId()
  return (
    <div className="chart-compare">
      <span className="chart-select" id={`${id}-compare`}>
        Compare implied volatility
      </span>
      <div className="button-group" role="group" aria-labelledby={`${id}-compare`}>
        {expiryComparisons.map(({ label }) => {
          const on = value.includes(label)
          return (
            <button
              key={label}
              type="button"
              aria-pressed={on}
              disabled={!available.includes(label)}
              onClick={() => onChange(on ? value.filter((v) => v !== label) : [...value, label])}
            >
              {label}
            </button>
          )
        })}
      </div>
    </div>
  )
}
