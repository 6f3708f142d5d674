import type uPlot from 'uplot'
import { trendScoreStops } from './trendScoreGradient'

/** uPlot series indices of the trend score chart's price line and its score column. */
export interface TrendScoreSeries {
  price: number
  score: number
}

/**
 * Colours the price line by the trend score at each point: the line keeps uPlot's own path (gaps,
 * width, clipping) and gets a horizontal gradient for its stroke, rebuilt on every draw from the
 * points in view (stops from trendScoreGradient.ts). The plugin sets the stroke through the
 * `opts` hook, before the chart is built.
 */
export function trendScorePlugin(series: TrendScoreSeries): uPlot.Plugin {
  return {
    hooks: {},
    opts: (_self, opts) => {
      const price = opts.series[series.price]
      if (!price) return
      const solid = typeof price.stroke === 'string' ? price.stroke : '#8c8c8c'
      price.stroke = (u) => {
        const { left, width } = u.bbox
        const stops = trendScoreStops(
          Array.from(u.data[0], (t) => u.valToPos(t, 'x', true)),
          u.data[series.score] ?? [],
          left,
          width,
        )
        if (stops.length === 0) return solid
        const gradient = u.ctx.createLinearGradient(left, 0, left + width, 0)
        for (const stop of stops) gradient.addColorStop(stop.offset, stop.color)
        return gradient
      }
    },
  }
}
