/*
 * What the chart render page measures and hands back to Node (bench/chartRender.bench.ts).
 * Types only, so both the browser page and the Node side can import it.
 */

/** A visible range in unix seconds, as the chart engine and the app's address hold it. */
export interface TimeWindow {
  from: number
  to: number
}

export interface RendererResult {
  label: string
  /** Median ms from the Float64Array columns in memory to the library's first frame drawn. */
  firstRender: number
  /** The part of firstRender spent building the library's own input from the columns. */
  input: number
  /** Median ms from the same start to the next animation frame after it (the frame shown). */
  firstFrame: number
  /** Median ms of script to go from the full year to a one-month window. */
  zoom: number
  /** Median ms of script per pan frame (the month window moved by 5%). */
  pan: number
}

export interface ChartRenderResults {
  points: number
  width: number
  height: number
  runs: number
  pans: number
  renderers: RendererResult[]
}

/** The page's entry point, set on `window` by page.ts and called by Node through Playwright. */
export type RunChartRenderBench = (runs: number) => Promise<ChartRenderResults>
