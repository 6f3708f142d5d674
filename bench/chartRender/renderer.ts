import type { AlignedSeries } from '@/core/series/align'
import type { TimeWindow } from './results'

export interface Size {
  width: number
  height: number
}

/** A chart on screen, as far as the bench drives it. */
export interface DrawnChart {
  /** Shows [from, to] and returns once that frame is drawn (synchronously where it can). */
  setRange(range: TimeWindow): void
  destroy(): void
}

/**
 * One charting library drawing the series as a fair user would set it up for large data. The
 * first render starts from the Float64Array columns: `render` builds the library's own input
 * from them, calls `inputBuilt`, then draws and resolves once the first frame is drawn.
 */
export interface Renderer {
  label: string
  render(
    target: HTMLElement,
    series: AlignedSeries,
    size: Size,
    range: TimeWindow,
    inputBuilt: () => void,
  ): Promise<DrawnChart>
}
