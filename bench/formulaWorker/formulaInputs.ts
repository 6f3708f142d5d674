import type { FormulaItem } from '@/core/formula/evaluateFormulas'

/*
 * The ten-function formula benchmark's inputs, the same in Node (bench/formula.bench.ts) and in
 * Chromium (this page): a year of 1-minute points (525,600, more than a year of 10-minute data),
 * two metrics on the same times, one with a gap every 997 points. The second metric gets its own
 * copy of the times, as two metrics fetched separately would, so evaluation has to find that the
 * columns are equal rather than the same array.
 *
 * The formula mixes what analysts write: moving averages, a difference and a percent change, a
 * shift, a moving sum over a moving standard deviation, RSI against the running peak, and a
 * point-by-point function, joined by the four operators.
 */

export const points = 525_600

export const formula =
  'sma(m1, 30) / ema(m2, 10) + diff(m1) * 2 - shift(m2, 1) + msum(m1, 7) / mstd(m2, 20)' +
  ' - pct_change(m1) + rsi(m2, 14) * cummax(m1) - abs(m2)'

export interface FormulaInputs {
  t: Float64Array
  /** m1: with a gap (NaN) every 997 points. */
  a: Float64Array
  /** m2: no gaps. */
  b: Float64Array
}

export function formulaInputs(): FormulaInputs {
  const t = Float64Array.from({ length: points }, (_, i) => 1_700_000_000 + i * 60)
  const a = Float64Array.from({ length: points }, (_, i) =>
    i % 997 === 0 ? Number.NaN : 40_000 + Math.sin(i / 900) * 5_000,
  )
  const b = Float64Array.from({ length: points }, (_, i) => 20_000 + Math.cos(i / 700) * 2_000)
  return { t, a, b }
}

/** The workbench items: the two metrics and the formula over them, named f1. */
export function formulaItems({ t, a, b }: FormulaInputs): FormulaItem[] {
  return [
    { name: 'm1', series: { t, v: a } },
    { name: 'm2', series: { t: t.slice(), v: b } },
    { name: 'f1', source: formula },
  ]
}
