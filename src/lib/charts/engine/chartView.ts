import uPlot from 'uplot'
import type { AlignedSeries } from '@/core/series/align'
import { boostThreshold, decimationIndices } from '../decimate'
import { rangeIndices, toPlotData } from './plotData'
import { windowBox } from './windowBox'

export interface TimeRange {
  from: number
  to: number
}

/**
 * One uPlot instance and the full series behind it. uPlot only ever holds the points in view:
 * up to the boost threshold every one of them, above it the min/max decimation of
 * decimate.ts (a few points per pixel column), recomputed for each new range, so zooming in
 * brings the detail back. New data calls setData; a new size setSize; only new options (another
 * spec) build a new instance, which the React wrapper does.
 */
export class ChartView {
  readonly plot: uPlot
  private series: AlignedSeries
  private range: TimeRange

  constructor(
    options: uPlot.Options,
    series: AlignedSeries,
    range: TimeRange,
    target: HTMLElement,
    /** Decimate above the boost threshold; off, every point in view is drawn. */
    private readonly boost = true,
  ) {
    this.series = series
    this.range = range
    this.plot = new uPlot(options, this.viewData(range, options.width), target)
    this.plot.setScale('x', { min: range.from, max: range.to })
  }

  setSeries(series: AlignedSeries, range: TimeRange = this.range): void {
    this.series = series
    this.setRange(range)
  }

  setRange(range: TimeRange): void {
    this.range = range
    const data = this.viewData(range, this.plot.width)
    this.plot.batch(() => {
      this.plot.setData(data, false)
      this.plot.setScale('x', { min: range.from, max: range.to })
    })
  }

  setWidth(width: number): void {
    if (Math.abs(width - this.plot.width) < 1) return
    this.plot.setSize({ width, height: this.plot.height })
    // The number of pixel columns changed, so the decimation did too.
    this.setRange(this.range)
  }

  /** Shows a range as uPlot's selection box (the navigator's window); undefined clears it. */
  setSelection(selection: TimeRange | undefined): void {
    const height = this.plot.over.clientHeight
    const box = selection
      ? windowBox(selection, (v) => this.plot.valToPos(v, 'x'), this.plot.over.clientWidth)
      : { left: 0, width: 0 }
    this.plot.setSelect({ ...box, top: 0, height: selection ? height : 0 }, false)
  }

  setVisible(seriesIndex: number, visible: boolean): void {
    this.plot.setSeries(seriesIndex + 1, { show: visible })
  }

  /** How many points uPlot holds now (the bench and tests read it). */
  get drawnPoints(): number {
    return this.plot.data[0].length
  }

  destroy(): void {
    this.plot.destroy()
  }

  private viewData(range: TimeRange, width: number): uPlot.AlignedData {
    if (!this.boost) return toPlotData(this.series, rangeIndices(this.series.t, range))
    // Decimating into at least threshold/4 columns keeps every point while there are no more
    // than boostThreshold in view; beyond that a few per pixel column (CSS px) remain.
    const columns = Math.max(Math.round(width), Math.ceil(boostThreshold / 4))
    const indices = decimationIndices(
      this.series.t,
      this.series.columns,
      range.from,
      range.to,
      columns,
    )
    return toPlotData(this.series, indices)
  }
}
