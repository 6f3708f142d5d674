import uPlot from 'uplot'
import { candleDownColor, candleUpColor } from '@/core/charts/palette'
import { candleLayout } from './candleGeometry'

/** uPlot series indices of a candle's four columns. */
export interface CandleSeries {
  open: number
  high: number
  low: number
  close: number
}

/** Widest candle body in CSS px, so a few candles on a wide chart do not turn into blocks. */
const maxBodyWidthPx = 24

/**
 * Draws candlesticks from the open, high, low and close series in view, after uPlot's own
 * drawing (the series involved have no paths of their own). The close is the series the legend
 * toggles: hiding it hides the candles. Geometry in candleGeometry.ts.
 */
export function candlestickPlugin(series: CandleSeries): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const close = u.series[series.close]
        if (!close?.show) return
        const scale = close.scale ?? 'y'
        const ratio = uPlot.pxRatio
        const xs = Array.from(u.data[0], (t) => u.valToPos(t, 'x', true))
        const { bodyWidth, candles } = candleLayout(
          {
            xs,
            o: u.data[series.open] ?? [],
            h: u.data[series.high] ?? [],
            l: u.data[series.low] ?? [],
            c: u.data[series.close] ?? [],
            toY: (value) => u.valToPos(value, scale, true),
          },
          u.bbox,
          maxBodyWidthPx * ratio,
        )
        const { ctx, bbox } = u
        const wick = Math.max(1, Math.round(ratio))
        ctx.save()
        ctx.beginPath()
        ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height)
        ctx.clip()
        for (const up of [true, false]) {
          ctx.fillStyle = up ? candleUpColor : candleDownColor
          for (const candle of candles) {
            if (candle.up !== up) continue
            const x = Math.round(candle.x)
            ctx.fillRect(
              x - Math.floor(wick / 2),
              candle.wickTop,
              wick,
              candle.wickBottom - candle.wickTop,
            )
            ctx.fillRect(
              x - Math.floor(bodyWidth / 2),
              candle.bodyTop,
              bodyWidth,
              candle.bodyHeight,
            )
          }
        }
        ctx.restore()
      },
    },
  }
}
