import { useEffect, useEffectEvent, useRef } from 'react'
import type uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { lazyRenderMarginPx } from '@/core/constants'
import type { AlignedSeries } from '@/core/series/align'
import { useElementWidth } from '@/lib/browser/useElementWidth'
import { useNearViewport } from '@/lib/browser/useNearViewport'
import { buildChartOptions } from './engine/buildOptions'
import { ChartView, type TimeRange } from './engine/chartView'
import type { ChartSpec } from './engine/chartSpec'
import { firstDrawMarkPlugin } from './plugins/firstDrawMark'
import './charts.css'

export interface UPlotChartProps {
  spec: ChartSpec
  series: AlignedSeries
  range: TimeRange
  /** Plugins for this chart; a new array builds a new instance, so memoize it. */
  plugins: uPlot.Plugin[]
  label: string
  /** Receives the view once drawn (export, tests), and undefined when it goes away. */
  onView?: (view: ChartView | undefined) => void
  /** A range shown as the selection box (the navigator's window). */
  selection?: TimeRange
}

/**
 * One uPlot instance per chart: built when it first comes near the viewport and again only when
 * its options change (another spec, other plugins); new data, a new range, a new width and
 * series visibility go to the existing instance.
 */
export function UPlotChart({
  spec,
  series,
  range,
  plugins,
  label,
  onView,
  selection,
}: UPlotChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const target = useRef<HTMLDivElement>(null)
  const view = useRef<ChartView | undefined>(undefined)
  const near = useNearViewport(box, lazyRenderMarginPx)
  const width = useElementWidth(box)
  // Visibility is applied to the instance (legend clicks), so it is not part of the options.
  const optionsKey = JSON.stringify({
    ...spec,
    series: spec.series.map((s) => ({ ...s, visible: true })),
  })
  const ready = near && width > 0
  // The instance is built from the latest props, but only rebuilt when the options change.
  const build = useEffectEvent((element: HTMLElement) => {
    const options = buildChartOptions(spec, Math.floor(width), [
      ...plugins,
      firstDrawMarkPlugin(label),
    ])
    const created = new ChartView(options, series, range, element, spec.boost ?? true)
    spec.series.forEach((s, i) => created.setVisible(i, s.visible))
    onView?.(created)
    return created
  })
  const release = useEffectEvent(() => onView?.(undefined))

  useEffect(() => {
    const element = target.current
    if (!ready || !element) return
    const current = build(element)
    view.current = current
    return () => {
      release()
      view.current = undefined
      current.destroy()
    }
  }, [ready, optionsKey, plugins])

  useEffect(() => {
    view.current?.setSeries(series, range)
  }, [series, range])

  useEffect(() => {
    if (width > 0) view.current?.setWidth(Math.floor(width))
  }, [width])

  // After the data, range or size (the box is in pixels), and after a drag cleared it.
  const selectionFrom = selection?.from
  const selectionTo = selection?.to
  useEffect(() => {
    if (selectionFrom === undefined || selectionTo === undefined) return
    // uPlot applies sizes on its next commit and clears the selection then: set it after that.
    const frame = requestAnimationFrame(() =>
      view.current?.setSelection({ from: selectionFrom, to: selectionTo }),
    )
    return () => cancelAnimationFrame(frame)
  }, [selectionFrom, selectionTo, series, range, width, ready, optionsKey, plugins])

  useEffect(() => {
    spec.series.forEach((s, i) => view.current?.setVisible(i, s.visible))
  }, [spec.series])

  return (
    <div ref={box} className="uplot-chart" role="img" aria-label={label}>
      <div ref={target} />
    </div>
  )
}
