import { resyncInterval } from '../validWindow'
import { seriesKernels, type SeriesKernelExports } from './seriesKernels'

/*
 * The operators' way into the WebAssembly kernels (seriesKernels.ts). Each function runs its
 * kernel when the kernels are loaded and every column of the call is in the arena, and returns
 * the output column then; otherwise it returns null and the caller runs its TypeScript loop.
 * The callers have checked their arguments already (window sizes, output lengths).
 */

export type BinaryKernelName =
  'add' | 'sub' | 'mul' | 'div' | 'lt' | 'le' | 'eq' | 'ne' | 'gt' | 'ge'

/** The kernels, when every column is in their arena. */
function kernelsFor(...columns: Float64Array[]) {
  const kernels = seriesKernels()
  if (kernels === null) return null
  for (const column of columns) if (!kernels.arena.holds(column)) return null
  return kernels
}

/**
 * out[i] = a[i * sa] op b[i * sb] for n points. A column of stride 0 (a number) may be outside
 * the arena: its one value is copied into a scratch slot.
 */
export function binaryInWasm(
  name: BinaryKernelName,
  a: Float64Array,
  sa: 0 | 1,
  b: Float64Array,
  sb: 0 | 1,
  out: Float64Array,
  n: number,
): boolean {
  const kernels = kernelsFor(out, ...(sa === 1 ? [a] : []), ...(sb === 1 ? [b] : []))
  if (kernels === null) return false
  const { arena, exports } = kernels
  const pa = sa === 1 ? a.byteOffset : arena.scalar(0, a[0] as number)
  const pb = sb === 1 ? b.byteOffset : arena.scalar(1, b[0] as number)
  exports[name](pa, sa, pb, sb, out.byteOffset, n)
  return true
}

/** A point-by-point kernel (negation, absolute value) from `values` into `out`. */
export function unaryInWasm(name: 'neg' | 'abs', values: Float64Array, out: Float64Array): boolean {
  const kernels = kernelsFor(values, out)
  if (kernels === null) return false
  kernels.exports[name](values.byteOffset, out.byteOffset, values.length)
  return true
}

/** Makes every non-finite point NaN in place. */
export function sanitizeInWasm(values: Float64Array): boolean {
  const kernels = kernelsFor(values)
  if (kernels === null) return false
  kernels.exports.sanitize(values.byteOffset, values.length)
  return true
}

/** Runs a kernel that keeps a ring of `ringLength` values, with the ring in scratch space. */
function withRing(
  values: Float64Array,
  out: Float64Array,
  ringLength: number,
  run: (exports: SeriesKernelExports, ring: number) => void,
): Float64Array | null {
  const kernels = kernelsFor(values, out)
  if (kernels === null) return null
  const ran = kernels.arena.withScratch(ringLength, (ring) => {
    run(kernels.exports, ring)
    return true
  })
  return ran === null ? null : out
}

/** Moving sum of `window` valid values divided by `divisor` (1: the sum; window: the mean). */
export function movingSumInWasm(
  values: Float64Array,
  window: number,
  divisor: number,
  out: Float64Array,
): Float64Array | null {
  return withRing(values, out, window, (k, ring) =>
    k.movingSum(
      values.byteOffset,
      values.length,
      window,
      divisor,
      resyncInterval(window),
      ring,
      out.byteOffset,
    ),
  )
}

export function movingStdInWasm(
  values: Float64Array,
  window: number,
  out: Float64Array,
): Float64Array | null {
  return withRing(values, out, window, (k, ring) =>
    k.movingStd(
      values.byteOffset,
      values.length,
      window,
      resyncInterval(window),
      ring,
      out.byteOffset,
    ),
  )
}

/** Runs a kernel from `values` into `out` that needs no scratch space. */
function direct(
  values: Float64Array,
  out: Float64Array,
  run: (exports: SeriesKernelExports) => void,
): Float64Array | null {
  const kernels = kernelsFor(values, out)
  if (kernels === null) return null
  run(kernels.exports)
  return out
}

export function emaInWasm(
  values: Float64Array,
  window: number,
  out: Float64Array,
): Float64Array | null {
  return direct(values, out, (k) => k.ema(values.byteOffset, values.length, window, out.byteOffset))
}

export function rsiInWasm(
  values: Float64Array,
  window: number,
  out: Float64Array,
): Float64Array | null {
  return direct(values, out, (k) => k.rsi(values.byteOffset, values.length, window, out.byteOffset))
}

/** The lagged combinations, numbered as in assembly/lagged.ts. */
export const lagCombine = { percent: 0, difference: 1, earlier: 2 } as const

export function laggedInWasm(
  values: Float64Array,
  lag: number,
  combine: keyof typeof lagCombine,
  out: Float64Array,
): Float64Array | null {
  return withRing(values, out, lag, (k, ring) =>
    k.lagged(values.byteOffset, values.length, lag, lagCombine[combine], ring, out.byteOffset),
  )
}

export function shiftEarlierInWasm(
  values: Float64Array,
  lead: number,
  out: Float64Array,
): Float64Array | null {
  return withRing(values, out, lead, (k, ring) =>
    k.shiftEarlier(values.byteOffset, values.length, lead, ring, out.byteOffset),
  )
}

/** Running maximum (`sign` 1) or minimum (-1) of the valid values. */
export function cumulativeExtremeInWasm(
  values: Float64Array,
  sign: 1 | -1,
  out: Float64Array,
): Float64Array | null {
  return direct(values, out, (k) =>
    k.cumulativeExtreme(values.byteOffset, values.length, sign, out.byteOffset),
  )
}
