import type uPlot from 'uplot'

/** The User Timing mark each chart leaves when it first draws. */
export const chartDrawnMark = 'chart-drawn'

/**
 * Leaves a `performance.mark('chart-drawn')` (its detail: the chart's label) when the chart first
 * draws, so how long a page of charts takes to paint can be read from the page's timeline (the
 * dashboard benchmark, the browser's performance panel) without watching canvases.
 */
export function firstDrawMarkPlugin(label: string): uPlot.Plugin {
  let drawn = false
  return {
    hooks: {
      draw: () => {
        if (drawn) return
        drawn = true
        performance.mark(chartDrawnMark, { detail: { label } })
      },
    },
  }
}
