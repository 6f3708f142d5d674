import type { Resolution } from '../resolution'
import { operators } from '../series/operators'

/*
 * The moving-math picker (charts.md sections 2, 4, 5 and 9): a method, a window typed as a
 * number, and an Apply button that is disabled while the window is outside the range allowed for
 * the chart's resolution. Windows count points of the chart's resolution, so "200" is 200 days on
 * a daily chart and 200 weeks on a weekly one.
 */

/** The methods, keyed by their address parameter (searchParams.ts: mAvg, ema, mMedian). */
export const movingMathMethods = ['mAvg', 'ema', 'mMedian'] as const
export type MovingMathMethod = (typeof movingMathMethods)[number]

/** The operator behind each method: the same code the formula workbench runs. */
export const movingMathOperator = {
  mAvg: 'movingAverage',
  ema: 'expMovingAverage',
  mMedian: 'movingMedian',
} as const satisfies Record<MovingMathMethod, keyof typeof operators>

/** "Simple moving average", "Exponential moving average", "Moving median" (operators.ts). */
export const movingMathLabels: Record<MovingMathMethod, string> = {
  mAvg: operators.movingAverage.label,
  ema: operators.expMovingAverage.label,
  mMedian: operators.movingMedian.label,
}

/** The picker's suggested windows, longest first (section 9; days on a daily chart). */
export const movingWindowOptions = [200, 128, 90, 60, 40, 25, 14, 9] as const

export interface WindowRange {
  min: number
  max: number
}

/**
 * Allowed windows per resolution. The spec leaves them open; the choice:
 * - 10m, 1h and 24h: 1-400, the bound the address already enforces (movingWindowSchema), so no
 *   window the picker accepts is dropped from a shared link. 400 days covers the 200- and
 *   365-day averages traders use; 400 hours or ten-minute steps are 16.7 and 2.8 days.
 * - 1w: 1-200. The 200-week average is the longest one in common use, and 200 weeks (3.8 years)
 *   already hides a quarter of Bitcoin's weekly history until the window fills.
 * - 1month: 1-60. Five years of months; a longer window would leave most assets' monthly
 *   charts (a few dozen points) with no average at all.
 */
export const movingWindowRanges: Record<Resolution, WindowRange> = {
  '10m': { min: 1, max: 400 },
  '1h': { min: 1, max: 400 },
  '24h': { min: 1, max: 400 },
  '1w': { min: 1, max: 200 },
  '1month': { min: 1, max: 60 },
}

/** The footer under the window input: "Allowed range: 1-400". */
export function allowedRangeText(resolution: Resolution): string {
  const { min, max } = movingWindowRanges[resolution]
  return `Allowed range: ${min}-${max}`
}

/** The suggested windows that fit the resolution (200, 128 and 90 are too long for months). */
export function movingWindowOptionsFor(resolution: Resolution): number[] {
  const { min, max } = movingWindowRanges[resolution]
  return movingWindowOptions.filter((window) => window >= min && window <= max)
}

export type WindowValidation = { ok: true; window: number } | { ok: false; reason: string }

/** The window input's reason when it holds anything but digits. */
export const numbersOnlyText = 'Numbers only'

/**
 * Whether text may stand in a window input: digits only, or nothing while the user retypes it.
 * Inputs refuse any other edit, so a letter, sign, point or exponent never gets in.
 */
export function isWindowText(text: string): boolean {
  return /^\d*$/.test(text)
}

/**
 * Reads the window input. Digits only (no sign, point or exponent: a window is a whole count of
 * points); surrounding spaces are ignored. 0 means "no calculation" and is always valid. Any
 * other value must lie in the resolution's range, else Apply stays disabled with the range as
 * the reason.
 */
export function validateWindow(resolution: Resolution, raw: string): WindowValidation {
  const text = raw.trim()
  if (!/^\d+$/.test(text)) return { ok: false, reason: numbersOnlyText }
  const window = Number(text)
  if (window === 0) return { ok: true, window: 0 }
  const { min, max } = movingWindowRanges[resolution]
  if (window < min || window > max) return { ok: false, reason: allowedRangeText(resolution) }
  return { ok: true, window }
}

/** Applies a method; window 0 ("none") returns the input itself, unchanged. */
export function applyMovingMath(
  values: Float64Array,
  method: MovingMathMethod,
  window: number,
): Float64Array {
  if (window === 0) return values
  return operators[movingMathOperator[method]].fn(values, window)
}
