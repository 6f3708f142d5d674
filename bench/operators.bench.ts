import { EMA, RSI, SD, SMA } from 'technicalindicators'
import {
  expMovingAverage,
  movingAverage,
  movingMedian,
  movingStd,
  rsi,
} from '../src/core/series/operators'
import { points } from './chartRender/yearOfMinutes'
import type { Comparison } from './compare'

/*
 * The formula operators over a year of minutes (525,600 points) against technicalindicators,
 * a widely used indicator library. Each side gets its own input form, made once outside the
 * timing: ours Float64Array columns, the peer's a plain number array. No gaps: the peer does
 * not handle NaN. Windows: 30 points, RSI 14.
 */
function walk(): Float64Array {
  const values = new Float64Array(points)
  let state = 20_240_101
  let value = 40_000
  for (let i = 0; i < points; i += 1) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    value *= 1 + (state / 4_294_967_296 - 0.5) * 0.002
    values[i] = value
  }
  return values
}

const column = walk()
const array = Array.from(column)
const period = 30

/** What an analyst writes without a library of rolling medians: sort each window. */
function sortedWindowMedian(values: readonly number[], window: number): number[] {
  const out: number[] = []
  for (let i = window - 1; i < values.length; i += 1) {
    const sorted = values.slice(i - window + 1, i + 1).sort((a, b) => a - b)
    const mid = window >> 1
    out.push(
      window % 2 === 1
        ? (sorted[mid] as number)
        : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2,
    )
  }
  return out
}

const operator = (
  name: string,
  ours: () => unknown,
  peerLabel: string,
  peer: () => unknown,
): Comparison => ({
  name: `${name} over ${points.toLocaleString('en-US')} points`,
  ours: { label: 'src/core/series/operators', fn: () => void ours() },
  peer: { label: peerLabel, fn: () => void peer() },
  // The peers take up to seconds a pass (technicalindicators' SD about 10 s): three runs each.
  iterations: 3,
})

export const operatorBenches: Comparison[] = [
  operator(
    'simple moving average (30)',
    () => movingAverage(column, period),
    'technicalindicators SMA',
    () => SMA.calculate({ period, values: array }),
  ),
  operator(
    'exponential moving average (30)',
    () => expMovingAverage(column, period),
    'technicalindicators EMA',
    () => EMA.calculate({ period, values: array }),
  ),
  operator(
    'RSI (14)',
    () => rsi(column, 14),
    'technicalindicators RSI',
    () => RSI.calculate({ period: 14, values: array }),
  ),
  operator(
    'rolling standard deviation (30)',
    () => movingStd(column, period),
    'technicalindicators SD',
    () => SD.calculate({ period, values: array }),
  ),
  operator(
    'rolling median (30)',
    () => movingMedian(column, period),
    'sorting each window (technicalindicators has no median)',
    () => sortedWindowMedian(array, period),
  ),
]
