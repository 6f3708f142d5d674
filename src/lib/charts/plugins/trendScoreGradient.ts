import { trendScoreColor } from '@/core/charts/palette'

/*
 * The trend score chart draws the price as one line whose colour follows the score at each point
 * (red at 0, yellow at 0.5, green at 1: trendScoreColor). Canvas lines take one stroke style, so
 * the colour travels as a horizontal gradient with a stop at every point in view; this computes
 * the stops, trendScorePlugin.ts makes the gradient.
 */

export interface GradientStop {
  /** 0 at the plot's left edge, 1 at its right edge. */
  offset: number
  color: string
}

/**
 * One stop per point inside the plot (`xs` in canvas px, ascending), coloured by its score; a
 * missing score is neutral grey. Points sharing a pixel column give one stop (the first), so a
 * dense series does not make thousands of stops no one can see.
 */
export function trendScoreStops(
  xs: ArrayLike<number>,
  scores: ArrayLike<number | null | undefined>,
  left: number,
  width: number,
): GradientStop[] {
  const stops: GradientStop[] = []
  if (!(width > 0)) return stops
  let lastPixel = Number.NEGATIVE_INFINITY
  for (let i = 0; i < xs.length; i += 1) {
    const x = xs[i] as number
    if (!(x >= left && x <= left + width)) continue
    const pixel = Math.floor(x)
    if (pixel === lastPixel) continue
    lastPixel = pixel
    const score = scores[i]
    stops.push({
      offset: (x - left) / width,
      color: trendScoreColor(score === null || score === undefined ? Number.NaN : score),
    })
  }
  return stops
}
