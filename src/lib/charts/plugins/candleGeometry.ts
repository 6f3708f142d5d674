import type { PlotBox } from './annotationGeometry'

/*
 * Candlesticks in canvas pixels, pure so they are tested without a canvas: candlestickPlugin.ts
 * only paints them. A candle is a wick from low to high and a body from open to close, green
 * when the close is at or above the open, red below.
 */

export interface CandleValues {
  /** Each candle's time as a canvas x position. */
  xs: ArrayLike<number>
  o: ArrayLike<number | null | undefined>
  h: ArrayLike<number | null | undefined>
  l: ArrayLike<number | null | undefined>
  c: ArrayLike<number | null | undefined>
  toY: (value: number) => number
}

export interface CandleShape {
  /** Centre of the candle. */
  x: number
  up: boolean
  wickTop: number
  wickBottom: number
  bodyTop: number
  /** At least one pixel, so a doji (open equal to close) still shows its body. */
  bodyHeight: number
}

export interface CandleLayout {
  bodyWidth: number
  candles: CandleShape[]
}

/** Bodies take this share of the space between candles; the rest is the gap. */
export const candleBodyShare = 0.7

/**
 * The candles inside the plot (with one step of margin either side, so an edge candle is cut,
 * not dropped) and their common body width: 70% of the closest spacing between neighbours, at
 * least 1 px and at most `maxBodyWidth`. A candle missing any of its four values is skipped.
 */
export function candleLayout(
  values: CandleValues,
  box: PlotBox,
  maxBodyWidth: number,
): CandleLayout {
  const { xs, o, h, l, c, toY } = values
  let spacing = Number.POSITIVE_INFINITY
  for (let i = 1; i < xs.length; i += 1) {
    const gap = (xs[i] as number) - (xs[i - 1] as number)
    if (gap > 0 && gap < spacing) spacing = gap
  }
  if (!Number.isFinite(spacing)) spacing = box.width
  const bodyWidth = Math.max(1, Math.min(maxBodyWidth, Math.floor(spacing * candleBodyShare)))
  const candles: CandleShape[] = []
  for (let i = 0; i < xs.length; i += 1) {
    const x = xs[i] as number
    if (x < box.left - spacing || x > box.left + box.width + spacing) continue
    const open = o[i]
    const high = h[i]
    const low = l[i]
    const close = c[i]
    if (!isValue(open) || !isValue(high) || !isValue(low) || !isValue(close)) continue
    const bodyTop = toY(Math.max(open, close))
    const bodyBottom = toY(Math.min(open, close))
    candles.push({
      x,
      up: close >= open,
      wickTop: toY(high),
      wickBottom: toY(low),
      bodyTop,
      bodyHeight: Math.max(1, bodyBottom - bodyTop),
    })
  }
  return { bodyWidth, candles }
}

function isValue(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && !Number.isNaN(value)
}
