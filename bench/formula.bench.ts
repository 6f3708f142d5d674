import { evaluateFormula } from '../src/core/formula/evaluateFormulas'
import {
  cumulativeMax,
  difference,
  expMovingAverage,
  movingAverage,
  movingStd,
  movingSum,
  percentChange,
  rsi,
  shift,
} from '../src/core/series/operators'
import type { Comparison } from './compare'

// A formula of ten functions over a year of 1-minute points (525,600): two series on the same
// times, one with a gap every 997 points. Ours parses,
// checks, aligns and evaluates the formula; the peer calls the same operators by hand on the
// columns with plain loops for the arithmetic: what the language costs on top of its operators.
const n = 525_600
const t = Float64Array.from({ length: n }, (_, i) => 1_700_000_000 + i * 60)
const a = Float64Array.from({ length: n }, (_, i) =>
  i % 997 === 0 ? Number.NaN : 40_000 + Math.sin(i / 900) * 5_000,
)
const b = Float64Array.from({ length: n }, (_, i) => 20_000 + Math.cos(i / 700) * 2_000)
const inputs = { m1: { t, v: a }, m2: { t: t.slice(), v: b } }
const formula =
  'sma(m1, 30) / ema(m2, 10) + diff(m1) * 2 - shift(m2, 1) + msum(m1, 7) / mstd(m2, 20)' +
  ' - pct_change(m1) + rsi(m2, 14) * cummax(m1) - abs(m2)'

function byHand(): Float64Array {
  const terms = [
    movingAverage(a, 30),
    expMovingAverage(b, 10),
    difference(a),
    shift(b, 1),
    movingSum(a, 7),
    movingStd(b, 20),
    percentChange(a),
    rsi(b, 14),
    cumulativeMax(a),
  ] as const
  const [sma, ema, diff, shifted, msum, mstd, pct, strength, peak] = terms
  const out = new Float64Array(n)
  for (let i = 0; i < n; i += 1) {
    const divisor = ema[i] as number
    const divisor2 = mstd[i] as number
    const r =
      (divisor === 0 ? Number.NaN : (sma[i] as number) / divisor) +
      (diff[i] as number) * 2 -
      (shifted[i] as number) +
      (divisor2 === 0 ? Number.NaN : (msum[i] as number) / divisor2) -
      (pct[i] as number) +
      (strength[i] as number) * (peak[i] as number) -
      Math.abs(b[i] as number)
    out[i] = Number.isFinite(r) ? r : Number.NaN
  }
  return out
}

export const formulaBench: Comparison = {
  name: `Formula of ten functions over ${n.toLocaleString('en-US')} points`,
  ours: {
    label: 'evaluateFormula (parse, check, align, evaluate)',
    fn: () => evaluateFormula(formula, inputs),
  },
  peer: { label: 'the same operators called by hand, one loop for the arithmetic', fn: byHand },
}
