import { evaluateFormula } from '../src/core/formula/evaluateFormulas'
import { withoutSeriesKernels } from '../src/core/series/wasm/seriesKernels'
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
import { formula, formulaInputs, points as n } from './formulaWorker/formulaInputs'

// The ten-function formula over a year of 1-minute points (525,600; formulaInputs.ts has the
// inputs and why this formula). Ours parses, checks, aligns and evaluates the formula; the peer
// calls the same operators by hand on the columns with one plain loop for the arithmetic: what
// the language costs on top of its operators. The worker's half, in Chromium, is
// formulaWorker.bench.ts.
const { t, a, b } = formulaInputs()
const inputs = { m1: { t, v: a }, m2: { t: t.slice(), v: b } }

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

const peer = { label: 'the same operators called by hand, one loop for the arithmetic', fn: byHand }

/** The language in TypeScript alone: what the page's main thread runs. */
export const formulaBench: Comparison = {
  name: `Formula of ten functions over ${n.toLocaleString('en-US')} points`,
  ours: {
    label: 'evaluateFormula (parse, check, align, evaluate), operators in TypeScript',
    fn: () => withoutSeriesKernels(() => evaluateFormula(formula, inputs)),
  },
  peer,
}

/** With the WebAssembly kernels loaded (run.ts loads them), as in the formula worker. */
export const formulaKernelsBench: Comparison = {
  name: `Formula of ten functions over ${n.toLocaleString('en-US')} points, WebAssembly kernels`,
  ours: {
    label: 'evaluateFormula with the kernels (inputs copied in, the result copied out)',
    fn: () => evaluateFormula(formula, inputs),
  },
  peer,
}
