import { outputColumn } from './validPoints'
import { assertWindow } from './validWindow'
import { laggedInWasm, shiftEarlierInWasm } from './wasm/kernelCalls'

/*
 * The lagged operators of operators.ts: percent change, difference and shift against the valid
 * value a number of valid points away, under the same rules (valid points only, `out` may be
 * the input).
 */

const NaN_ = Number.NaN

/** How a lagged operator combines a value with the valid value `lag` valid points before it. */
type LagCombine = 'percent' | 'difference' | 'earlier'

/**
 * The lagged operators in one pass: a ring holds the last `lag` valid values, so the value
 * `lag` valid points back is the one about to be replaced. `combine` is a constant string per
 * call site, a branch the CPU predicts, rather than a callback per point.
 */
function laggedInto(
  values: Float64Array,
  lag: number,
  combine: LagCombine,
  out: Float64Array,
): Float64Array {
  if (lag > values.length) return out.fill(NaN_)
  const inWasm = laggedInWasm(values, lag, combine, out)
  if (inWasm !== null) return inWasm
  const ring = new Float64Array(lag)
  let slot = 0
  let seen = 0
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      out[i] = NaN_
      continue
    }
    if (seen < lag) {
      out[i] = NaN_
      seen += 1
    } else {
      const base = ring[slot] as number
      if (combine === 'difference') out[i] = value - base
      else if (combine === 'earlier') out[i] = base
      else out[i] = base !== 0 ? (value / base - 1) * 100 : NaN_
    }
    ring[slot] = value
    slot = slot + 1 === lag ? 0 : slot + 1
  }
  return out
}

/**
 * Percent change against the valid value `lag` valid points earlier:
 * (v[i] / v[i - lag] - 1) * 100. A change from 0 is undefined and gives NaN (a chart cannot
 * draw infinity). As in pandas, a negative base keeps the plain ratio's sign.
 */
export function percentChange(values: Float64Array, lag = 1, out?: Float64Array): Float64Array {
  assertWindow(lag, 'lag')
  return laggedInto(values, lag, 'percent', outputColumn(values, out))
}

/** Difference from the valid value `lag` valid points earlier: v[i] - v[i - lag]. */
export function difference(values: Float64Array, lag = 1, out?: Float64Array): Float64Array {
  assertWindow(lag, 'lag')
  return laggedInto(values, lag, 'difference', outputColumn(values, out))
}

/**
 * Shift by `offset` valid points: positive moves values later (each valid point takes the
 * value `offset` valid points before it), negative earlier. Points with nothing to take are NaN.
 */
export function shift(values: Float64Array, offset: number, out?: Float64Array): Float64Array {
  if (!Number.isInteger(offset)) {
    throw new RangeError(`offset must be an integer, got ${offset}`)
  }
  const result = outputColumn(values, out)
  if (offset > 0) return laggedInto(values, offset, 'earlier', result)
  if (offset === 0) {
    for (let i = 0; i < values.length; i += 1) {
      const value = values[i] as number
      result[i] = value - value === 0 ? value : NaN_
    }
    return result
  }
  // Earlier: the same ring walked from the end, holding the next -offset valid values.
  const lead = -offset
  if (lead > values.length) return result.fill(NaN_)
  const inWasm = shiftEarlierInWasm(values, lead, result)
  if (inWasm !== null) return inWasm
  const ring = new Float64Array(lead)
  let slot = 0
  let seen = 0
  for (let i = values.length - 1; i >= 0; i -= 1) {
    const value = values[i] as number
    if (value - value !== 0) {
      result[i] = NaN_
      continue
    }
    if (seen < lead) {
      result[i] = NaN_
      seen += 1
    } else {
      result[i] = ring[slot] as number
    }
    ring[slot] = value
    slot = slot + 1 === lead ? 0 : slot + 1
  }
  return result
}
