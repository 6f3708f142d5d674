/*
 * Gap handling shared by every series operator (charts.md section 5: "non-numeric values are
 * skipped by math functions"). An operator runs on the valid points packed together, so a
 * window of w counts w valid points however many gaps lie between them, and its results are
 * put back at those points' positions; a gap stays a gap.
 */

/**
 * Whether a value takes part in calculations. Infinities are skipped as well as NaN: they come
 * from divisions in formulas, and one of them would poison every window it entered.
 */
export function isValidPoint(value: number): boolean {
  return Number.isFinite(value)
}

/** The valid values of a series packed together, and where each one came from. */
export interface PackedSeries {
  values: Float64Array
  /** Index in the original series of each packed value; null when there was no gap. */
  positions: Int32Array | null
  /** Length of the original series. */
  length: number
}

export function packValid(series: Float64Array): PackedSeries {
  // Indexed loops and `x - x === 0` (true exactly for finite numbers): this runs before every
  // operator over half a million points, where an iterator and a call per value cost 10x.
  const length = series.length
  let valid = 0
  for (let i = 0; i < length; i += 1) {
    const value = series[i] as number
    if (value - value === 0) valid += 1
  }
  if (valid === length) return { values: series, positions: null, length }
  const values = new Float64Array(valid)
  const positions = new Int32Array(valid)
  let k = 0
  for (let i = 0; i < length; i += 1) {
    const value = series[i] as number
    if (value - value !== 0) continue
    values[k] = value
    positions[k] = i
    k += 1
  }
  return { values, positions, length: series.length }
}

/** Puts packed results back at their original positions; every other position is NaN. */
export function unpackValid(packed: PackedSeries, results: Float64Array): Float64Array {
  const { positions } = packed
  if (positions === null) return results
  const out = new Float64Array(packed.length).fill(Number.NaN)
  for (let k = 0; k < positions.length; k += 1) out[positions[k] as number] = results[k] as number
  return out
}

/**
 * Runs `compute` on the valid points only and spreads its results back over the series.
 * `compute` gets an array without gaps and must return a NEW array of the same length (with no
 * gap in the input it receives the caller's array itself, which it must not modify).
 */
export function onValidPoints(
  series: Float64Array,
  compute: (values: Float64Array) => Float64Array,
): Float64Array {
  const packed = packValid(series)
  return unpackValid(packed, compute(packed.values))
}

/**
 * Where an operator writes its result: `out` when the caller gives one (it may be `values`
 * itself: the operators read a point before they write it and keep the history they need in a
 * window of their own), else a new array. A fresh column costs page faults on first touch,
 * about as much as a pass over it, so the formula evaluation hands its spent buffers back.
 */
export function outputColumn(values: Float64Array, out: Float64Array | undefined): Float64Array {
  if (out === undefined) return new Float64Array(values.length)
  if (out.length !== values.length) {
    throw new RangeError(`output of ${out.length} points for ${values.length} values`)
  }
  return out
}
