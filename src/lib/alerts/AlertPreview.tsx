import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { AlertInput } from '@/core/api/alerts'
import { mainMetricColor, seriesColor } from '@/core/charts/palette'
import { formatDateTime } from '@/core/format/date'
import { formatNumber } from '@/core/format/number'
import type { AlignedSeries, TimeSeries } from '@/core/series/align'
import { lowerBound } from '@/core/series/search'
import { errorMessage } from '@/lib/api/apiError'
import { UPlotChart } from '@/lib/charts/UPlotChart'
import type { ChartSeriesSpec, ChartSpec } from '@/lib/charts/engine/chartSpec'
import { metricDataQuery } from '@/lib/charts/metricData'
import { firingMarkersOverlay } from '@/lib/charts/plugins/firingMarkersPlugin'
import { thresholdColor } from '@/lib/charts/plugins/thresholdPlugin'
import { useChartView } from '@/lib/charts/useChartView'
import { alertRuleOf, previewCountText, previewData, previewReadingText } from './alertPreviewData'

/** What a preview draws from: its series (and 10-minute steps), or why there is none yet. */
export type PreviewSource =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'data'; series: TimeSeries; steps?: TimeSeries | undefined }

/**
 * A metric alert's preview: the metric's series at the alert's resolution and, when the metric
 * has them and the resolution is longer, its 10-minute steps (the open periods as they moved).
 */
export function AlertPreview({ input, hasSteps }: { input: AlertInput; hasSteps: boolean }) {
  const request = {
    path: input.path ?? '',
    a: input.asset ?? '',
    i: input.resolution,
    ...(input.currency ? { c: input.currency } : {}),
    ...(input.exchange ? { params: { e: input.exchange } } : {}),
  }
  const data = useQuery(metricDataQuery(request))
  const readSteps = hasSteps && input.resolution !== '10m'
  const stepData = useQuery({ ...metricDataQuery({ ...request, i: '10m' }), enabled: readSteps })
  const values = data.data?.series.kind === 'values' ? data.data.series : undefined
  const steps = stepData.data?.series.kind === 'values' ? stepData.data.series : undefined
  // Without its steps (they failed to load) the preview counts at final values, and says so.
  const source: PreviewSource =
    data.isPending || (readSteps && stepData.isPending)
      ? { status: 'loading' }
      : data.isError
        ? { status: 'error', message: errorMessage(data.error) }
        : values
          ? { status: 'data', series: values, steps }
          : { status: 'error', message: 'the series has no values.' }
  return (
    <PreviewView
      input={input}
      source={source}
      label={`${input.metricName} for ${input.asset ?? ''}, last year, with the alert's firings`}
    />
  )
}

/**
 * The dialog's preview: the last year of the alert's series with its level(s) as dashed lines
 * (series of their own, so the axis stretches to a level above every point), the moving average
 * it watches, a marker at each point where it would have fired, the count in words and how the
 * periods were read. One chart instance: a changed rule is new data and a redraw.
 */
export function PreviewView({
  input,
  source,
  label,
}: {
  input: AlertInput
  source: PreviewSource
  label: string
}) {
  const series = source.status === 'data' ? source.series : undefined
  const steps = source.status === 'data' ? source.steps : undefined
  const rule = alertRuleOf(input)
  const ruleKey = JSON.stringify(rule)
  const preview = useMemo(
    () => series && previewData(rule, series, input.resolution, steps),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rule is compared by value
    [series, steps, ruleKey, input.resolution],
  )

  if (source.status === 'loading') {
    return (
      <div className="placeholder placeholder-chart" role="status" aria-label="Loading preview">
        <div className="placeholder-block" />
      </div>
    )
  }
  if (source.status === 'error') {
    return (
      <p className="alert-preview-message" role="alert">
        No preview: {source.message}
      </p>
    )
  }
  if (!series || !preview) {
    return <p className="alert-preview-message">No preview: the series has no values.</p>
  }
  const reading = previewReadingText(preview.reading, input.resolution)
  return (
    <div className="alert-preview">
      <p className="alert-preview-count" role="status">
        {previewCountText(preview.count)}
      </p>
      {reading && <p className="muted alert-preview-reading">{reading}</p>}
      <PreviewChart label={label} series={series} preview={preview} />
      {preview.firings.length > 0 && (
        <p className="muted alert-preview-last">
          Last: {formatNumber(preview.firings.at(-1)?.value ?? 0)} at{' '}
          {formatDateTime((preview.firings.at(-1)?.t ?? 0) * 1000)}
        </p>
      )}
    </div>
  )
}

function PreviewChart({
  label,
  series,
  preview,
}: {
  label: string
  series: { t: Float64Array; v: Float64Array }
  preview: NonNullable<ReturnType<typeof previewData>>
}) {
  const [view, onView] = useChartView()
  // The markers live outside React's state: the plugin reads them at each draw, so a changed
  // rule redraws the instance rather than building another.
  const [overlay] = useState(firingMarkersOverlay)
  const plugins = useMemo(() => [overlay.plugin], [overlay])
  const first = lowerBound(series.t, preview.from)
  const withAverage = preview.watched !== null
  const levelCount = preview.levels.length

  const spec = useMemo<ChartSpec>(() => {
    const lines: ChartSeriesSpec[] = [
      {
        id: 'metric',
        label: 'Value',
        color: mainMetricColor,
        kind: 'line',
        axis: 'y',
        visible: true,
      },
    ]
    if (withAverage) {
      lines.push({
        id: 'average',
        label: 'Moving average',
        color: seriesColor(4),
        kind: 'line',
        axis: 'y',
        visible: true,
      })
    }
    for (let i = 0; i < levelCount; i++) {
      lines.push({
        id: `level-${i}`,
        label: levelCount === 2 ? (i === 0 ? 'Low' : 'High') : 'Threshold',
        color: thresholdColor,
        kind: 'line',
        axis: 'y',
        visible: true,
        dash: [6, 4],
      })
    }
    return {
      series: lines,
      scales: { y: 'lin', price: 'lin' },
      resolution: '24h',
      height: 220,
      layout: 'compact',
    }
  }, [withAverage, levelCount])

  const aligned = useMemo<AlignedSeries>(() => {
    const t = series.t.subarray(first)
    const columns = [series.v.subarray(first)]
    if (preview.watched) columns.push(preview.watched.subarray(first))
    for (const level of preview.levels) columns.push(new Float64Array(t.length).fill(level))
    return { t, columns }
  }, [series, first, preview])
  const range = useMemo(() => ({ from: preview.from, to: preview.to }), [preview])

  useEffect(() => {
    overlay.set(preview.firings.map((f) => ({ t: f.t, value: f.value })))
    view.current?.plot.redraw(false)
  }, [overlay, preview, view])

  return (
    <UPlotChart
      spec={spec}
      series={aligned}
      range={range}
      plugins={plugins}
      label={label}
      onView={onView}
    />
  )
}
