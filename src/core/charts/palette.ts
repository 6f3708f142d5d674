/*
 * Series colours. The dark theme inverts the page with a CSS filter and inverts canvases back
 * (src/app/styles.css), so a chart line keeps its colour while the background around it turns
 * near black: every colour here is mid-luminance, with at least 3:1 contrast (WCAG's minimum
 * for graphics) against white and against black, and they stay far apart from each other.
 */

/** Line colours in order of use; the first is the main metric's. */
export const linePalette = [
  '#2f6fdb', // blue
  '#e0700b', // orange
  '#1b9e5a', // green
  '#d93b3b', // red
  '#8e5bd6', // purple
  '#0f97a8', // teal
  '#c2409a', // magenta
  '#9a8400', // olive gold
  '#a0663a', // brown
] as const

export const mainMetricColor = linePalette[0]

/** Neutral grey: the price overlay ("default first chart asset BTC, log scale, grey line"),
 * and the colour of a missing trend score. Kept out of the cycle so no metric looks like price. */
export const neutralGrey = '#8c8c8c'
export const priceLineColor = neutralGrey

/** Candles: green when the close is at or above the open, red when below (the palette's own). */
export const candleUpColor = linePalette[2]
export const candleDownColor = linePalette[3]

/** The colour of the index-th series (0 is the main metric), cycling through the palette. */
export function seriesColor(index: number): string {
  if (!Number.isInteger(index) || index < 0) {
    throw new RangeError(`series index must be a non-negative integer, got ${index}`)
  }
  return linePalette[index % linePalette.length] as string
}

export interface Rgb {
  r: number
  g: number
  b: number
}

/**
 * HSL to RGB channels 0-255 (rounded). Hue is in degrees 0 to 360, saturation and lightness 0
 * to 1; anything else (NaN included) throws a RangeError (charts.md section 5).
 */
export function hslToRgb(h: number, s: number, l: number): Rgb {
  if (!(h >= 0 && h <= 360)) throw new RangeError(`hue must be 0 to 360, got ${h}`)
  if (!(s >= 0 && s <= 1)) throw new RangeError(`saturation must be 0 to 1, got ${s}`)
  if (!(l >= 0 && l <= 1)) throw new RangeError(`lightness must be 0 to 1, got ${l}`)
  // The CSS Color 4 conversion: a = half the chroma, k the hue's position per channel.
  const a = s * Math.min(l, 1 - l)
  const channel = (n: number) => {
    const k = (n + h / 30) % 12
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255)
  }
  return { r: channel(0), g: channel(8), b: channel(4) }
}

/** HSL as "#rrggbb"; the same ranges as hslToRgb. */
export function hslToHex(h: number, s: number, l: number): string {
  const { r, g, b } = hslToRgb(h, s, l)
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Trend score (0 to 1, charts.md section 9) on a red, yellow, green ramp: the hue runs from 0
 * to 120 degrees, which passes yellow at 0.5. Scores outside 0..1 are clamped; NaN (no score)
 * is neutral grey.
 */
export function trendScoreColor(score: number): string {
  if (Number.isNaN(score)) return neutralGrey
  const clamped = Math.min(1, Math.max(0, score))
  return hslToHex(120 * clamped, 0.7, 0.45)
}
