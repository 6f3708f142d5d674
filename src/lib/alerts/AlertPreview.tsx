import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { AlertInput } from '@/core/api/alerts'
import { mainMetricColor, seriesColor } from '@/core/charts/palette'
import { formatDateTime } from '@/core/format/date'
import { formatNumber } from '@/core/format/number'
import type { AlignedSeries } from '@/core/series/align'
import { lowerBound } from '@/core/series/search'
import { errorMessage } from '@/lib/api/apiError'
import { UPlotChart } from '@/lib/charts/UPlotChart'
import type { ChartSeriesSpec, ChartSpec } from '@/lib/charts/engine/chartSpec'
import { metricDataQuery } from '@/lib/charts/metricData'
import { firingMarkersOverlay } from '@/lib/charts/plugins/firingMarkersPlugin'
import { thresholdColor } from '@/lib/charts/plugins/thresholdPlugin'
import { useChartView } from '@/lib/charts/useChartView'
import { alertRuleOf, previewCountText, previewData } from './alertPreviewData'

/**
 * The dialog's preview: the last year of the alert's series with its level(s) as dashed lines
 * (series of their own, so the axis stretches to a level above every point), the moving average
 * it watches, a marker at each point where it would have fired, and the count in words. One
 * chart instance: a changed rule is new data and a redraw.
 */
export function AlertPreview({ input }: { input: AlertInput }) {
  const request = {
    path: input.path ?? '',
    a: input.asset ?? '',
    i: input.resolution,
    ...(input.currency ? { c: input.currency } : {}),
    ...(input.exchange ? { params: { e: input.exchange } } : {}),
  }
  const data = useQuery(metricDataQuery(request))
  const series = data.data?.series.kind === 'values' ? data.data.series : undefined
  const rule = alertRuleOf(input)
  const ruleKey = JSON.stringify(rule)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the rule is compared by value
  const preview = useMemo(() => series && previewData(rule, series), [series, ruleKey])

  if (data.isPending) {
    return (
      <div className="placeholder placeholder-chart" role="status" aria-label="Loading preview">
        <div className="placeholder-block" />
      </div>
    )
  }
  if (data.isError) {
    return (
      <p className="alert-preview-message" role="alert">
        No preview: {errorMessage(data.error)}
      </p>
    )
  }
  if (!series || !preview) {
    return <p className="alert-preview-message">No preview: the series has no values.</p>
  }
  return (
    <div className="alert-preview">
      <p className="alert-preview-count" role="status">
        {previewCountText(preview.count)}
      </p>
      <PreviewChart
        label={`${input.metricName} for ${input.asset ?? ''}, last year, with the alert's firings`}
        series={series}
        preview={preview}
      />
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
